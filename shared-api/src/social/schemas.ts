// Social learning (docs/product/social.md#data): posts, comments, study buddies, study groups and the weekly
// leaderboard as answered, and every body, params and query of /api/social.
import Type, { type Static } from 'typebox';
import {
  BUDDY_STATUSES,
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_MEMBERSHIPS,
  GROUP_NAME_MAX_LENGTH,
  GROUP_PRIVACIES,
  SOCIAL_FEED_FILTERS,
  SOCIAL_FEED_MAX_PAGE_SIZE,
  SOCIAL_FEED_PAGE_SIZE,
  SOCIAL_SEARCH_MAX_LENGTH,
} from './constants.ts';
import { REPORT_REASONS } from '../player/constants.ts';
import { IdSchema, IsoDateTimeSchema, LimitQuery, Nullable, UuidSchema } from '../common/schemas.ts';

const Closed = { additionalProperties: false } as const;

/** A post's author (docs/product/social.md#post). */
export const SocialAuthorSchema = Type.Object(
  {
    Id: UuidSchema,
    Username: Type.String(),
    Firstname: Nullable(Type.String()),
    Lastname: Nullable(Type.String()),
    Avatar: Nullable(Type.String({ description: 'URL of the person’s photo.' })),
  },
  Closed,
);
export type SocialAuthor = Static<typeof SocialAuthorSchema>;

/** A post (docs/product/social.md#post); Likes and Comments are counted by the server. */
export const SocialPostSchema = Type.Object(
  {
    Id: UuidSchema,
    Author: SocialAuthorSchema,
    Content: Type.String({ description: 'Plain text: the server removes any HTML.' }),
    Type: Type.String({ description: 'achievement, question, tip or progress.' }),
    CourseId: Nullable(UuidSchema),
    CourseName: Nullable(Type.String()),
    Likes: Type.Integer(),
    Comments: Type.Integer(),
    IsLiked: Type.Boolean(),
    IsBookmarked: Type.Boolean(),
    CreatedAt: IsoDateTimeSchema,
    Tags: Type.Array(Type.String()),
    isAuthor: Type.Boolean({ description: 'True when the signed-in user wrote it: only they delete it.' }),
  },
  Closed,
);
export type SocialPost = Static<typeof SocialPostSchema>;

export const SocialFeedSchema = Type.Object(
  {
    posts: Type.Array(SocialPostSchema),
    nextCursor: Nullable(
      Type.String({ description: 'Pass as `cursor` for the next, older posts; null on the last page.' }),
    ),
  },
  Closed,
);
export type SocialFeed = Static<typeof SocialFeedSchema>;

export const SocialFeedQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: SOCIAL_SEARCH_MAX_LENGTH,
        description: 'Case-insensitive search in the content, the author’s names and the tags.',
      }),
    ),
    type: Type.Optional(Type.Enum(SOCIAL_FEED_FILTERS.map((filter) => filter.value))),
    cursor: Type.Optional(Type.String({ maxLength: 80, description: 'The previous page’s nextCursor.' })),
    limit: Type.Optional(LimitQuery('Posts', SOCIAL_FEED_PAGE_SIZE, SOCIAL_FEED_MAX_PAGE_SIZE)),
  },
  Closed,
);
export type SocialFeedQuery = Static<typeof SocialFeedQuerySchema>;

/**
 * POST /api/social/posts (docs/product/social.md#post-form-rules); the author, counts and date are the
 * server's.
 */
export const SocialPostBodySchema = Type.Object(
  {
    Type: Type.String({ maxLength: 40 }),
    Content: Type.String({ maxLength: 5000 }),
    Tags: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
  },
  Closed,
);
export type SocialPostPayload = Static<typeof SocialPostBodySchema>;

export const SocialCommentSchema = Type.Object(
  {
    Id: UuidSchema,
    PostId: UuidSchema,
    Author: SocialAuthorSchema,
    Content: Type.String({ description: 'Plain text.' }),
    CreatedAt: IsoDateTimeSchema,
    isAuthor: Type.Boolean(),
  },
  Closed,
);
export type SocialComment = Static<typeof SocialCommentSchema>;

export const SocialCommentListSchema = Type.Object({ comments: Type.Array(SocialCommentSchema) }, Closed);
export type SocialCommentList = Static<typeof SocialCommentListSchema>;

export const SocialCommentBodySchema = Type.Object({ Content: Type.String({ maxLength: 5000 }) }, Closed);

/** A report of a post or of a comment (exactly one), kept for the moderators. */
export const SocialReportBodySchema = Type.Object(
  {
    postId: Type.Optional(IdSchema('The post reported.')),
    commentId: Type.Optional(IdSchema('The comment reported.')),
    reason: Type.Enum(REPORT_REASONS),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  Closed,
);
export type SocialReportPayload = Static<typeof SocialReportBodySchema>;

export const SocialReportAnswerSchema = Type.Object(
  { id: Type.String(), status: Type.Literal('open'), createdAt: IsoDateTimeSchema },
  Closed,
);
export type SocialReportAnswer = Static<typeof SocialReportAnswerSchema>;

/**
 * A study buddy (docs/product/social.md#study-buddy): someone enrolled in a course the signed-in user is
 * enrolled in.
 */
export const SocialBuddySchema = Type.Object(
  {
    Id: UuidSchema,
    Username: Type.String(),
    Firstname: Nullable(Type.String()),
    Lastname: Nullable(Type.String()),
    Avatar: Nullable(Type.String()),
    StudyStreak: Type.Integer({ description: 'Consecutive study days up to today.' }),
    CoursesCompleted: Type.Integer(),
    CurrentCourses: Type.Array(Type.String(), { description: 'The titles of the courses both share.' }),
    Status: Type.Enum(BUDDY_STATUSES),
    LastSeen: Nullable(IsoDateTimeSchema),
    CompatibilityScore: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'Mean of the Jaccard overlaps of the course sets and of the study times, in percent.',
    }),
    IsFollowing: Type.Boolean(),
    IsFriend: Type.Boolean({ description: 'Both follow each other.' }),
  },
  Closed,
);
export type SocialBuddy = Static<typeof SocialBuddySchema>;

export const SocialBuddyListSchema = Type.Object({ buddies: Type.Array(SocialBuddySchema) }, Closed);
export type SocialBuddyList = Static<typeof SocialBuddyListSchema>;

export const SocialFollowAnswerSchema = Type.Object(
  { IsFollowing: Type.Boolean(), IsFriend: Type.Boolean() },
  Closed,
);
export type SocialFollowAnswer = Static<typeof SocialFollowAnswerSchema>;

export const UserIdParamsSchema = Type.Object({ userId: IdSchema('The person’s Id.') }, Closed);

export const GroupRequestParamsSchema = Type.Object(
  { id: IdSchema('The group’s Id.'), userId: IdSchema('The person who asked to join.') },
  Closed,
);

/**
 * A study group (docs/product/social.md#study-group); Username is the group's name (the product's field).
 * Only active members are counted.
 */
export const SocialGroupSchema = Type.Object(
  {
    Id: UuidSchema,
    Username: Type.String({ description: 'The group’s name.' }),
    Description: Type.String(),
    CourseId: Nullable(UuidSchema),
    CourseName: Nullable(Type.String()),
    MemberCount: Type.Integer(),
    MaxMembers: Type.Integer(),
    Privacy: Type.Enum(GROUP_PRIVACIES),
    CreatedBy: Type.Object({ Id: UuidSchema, Username: Type.String() }, Closed),
    CreatedAt: IsoDateTimeSchema,
    Tags: Type.Array(Type.String()),
    IsJoined: Type.Boolean({ description: 'The signed-in user is an active member.' }),
    Membership: Nullable(Type.Enum(GROUP_MEMBERSHIPS)),
    RecentActivity: Nullable(IsoDateTimeSchema),
    isCreator: Type.Boolean(),
    PendingRequests: Type.Integer({ description: 'Requests waiting for the creator; 0 for anyone else.' }),
  },
  Closed,
);
export type SocialGroup = Static<typeof SocialGroupSchema>;

export const SocialGroupListSchema = Type.Object(
  {
    groups: Type.Array(SocialGroupSchema),
    courses: Type.Array(Type.Object({ Id: UuidSchema, Title: Type.String() }, Closed), {
      description: 'The signed-in user’s courses: a new group belongs to one of them.',
    }),
  },
  Closed,
);
export type SocialGroupList = Static<typeof SocialGroupListSchema>;

export const SocialGroupBodySchema = Type.Object(
  {
    Username: Type.String({ maxLength: GROUP_NAME_MAX_LENGTH * 2, description: 'The group’s name.' }),
    Description: Type.Optional(Type.String({ maxLength: GROUP_DESCRIPTION_MAX_LENGTH * 2 })),
    CourseId: IdSchema('One of the signed-in user’s courses.'),
    MaxMembers: Type.Integer(),
    Privacy: Type.Enum(GROUP_PRIVACIES),
    Tags: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
  },
  Closed,
);
export type SocialGroupPayload = Static<typeof SocialGroupBodySchema>;

export const SocialGroupRequestSchema = Type.Object(
  {
    UserId: UuidSchema,
    Username: Type.String(),
    Firstname: Nullable(Type.String()),
    Lastname: Nullable(Type.String()),
    Avatar: Nullable(Type.String()),
    RequestedAt: IsoDateTimeSchema,
  },
  Closed,
);

export const SocialGroupRequestListSchema = Type.Object(
  { requests: Type.Array(SocialGroupRequestSchema) },
  Closed,
);
export type SocialGroupRequestList = Static<typeof SocialGroupRequestListSchema>;

/** A leaderboard entry (docs/product/social.md#leaderboard-entry): points earned in the last 7 days. */
export const LeaderboardEntrySchema = Type.Object(
  {
    Rank: Type.Integer({
      minimum: 1,
      description:
        'By points, highest first; the same points are ranked in alphabetical order of the username.',
    }),
    Id: UuidSchema,
    Username: Type.String(),
    Firstname: Nullable(Type.String()),
    Lastname: Nullable(Type.String()),
    Avatar: Nullable(Type.String()),
    Points: Type.Integer(),
    StudyStreak: Type.Integer(),
    CoursesCompleted: Type.Integer(),
    BadgeCount: Type.Integer({ description: 'Achievements earned.' }),
    IsCurrentUser: Type.Boolean(),
  },
  Closed,
);
export type LeaderboardEntry = Static<typeof LeaderboardEntrySchema>;

export const SocialLeaderboardSchema = Type.Object(
  {
    entries: Type.Array(LeaderboardEntrySchema, { description: 'The first 5.' }),
    currentUser: LeaderboardEntrySchema,
    since: Type.String({ description: 'The first UTC day counted (YYYY-MM-DD).' }),
  },
  Closed,
);
export type SocialLeaderboard = Static<typeof SocialLeaderboardSchema>;
