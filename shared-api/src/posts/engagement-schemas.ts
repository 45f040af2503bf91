// Blog post engagement (docs/product/posts.md#data): comments, opinions, ratings and stats as answered, and
// their bodies and params.
import Type, { type Static } from 'typebox';
import {
  OPINION_TYPES,
  POST_COMMENT_MAX_LENGTH,
  POST_RATING_MAX,
  POST_RATING_MIN,
  POST_REVIEW_MAX_LENGTH,
  VOTE_TYPES,
} from './constants.ts';
import { IdSchema, IsoDateTimeSchema, Nullable, SlugSchema, UuidSchema } from '../common/schemas.ts';
import { PostAuthorSchema, PostOpinionCountsSchema } from './post-schemas.ts';

const Closed = { additionalProperties: false } as const;

export const PostCommentSchema = Type.Object(
  {
    Id: UuidSchema,
    ParentCommentId: Nullable(UuidSchema),
    Content: Type.String({ description: 'Plain text.' }),
    Author: PostAuthorSchema,
    CreatedAt: IsoDateTimeSchema,
    EditedAt: Nullable(IsoDateTimeSchema),
    CanEdit: Type.Boolean({ description: 'The signed-in user wrote it.' }),
    CanDelete: Type.Boolean({ description: 'The signed-in user wrote it or wrote the post.' }),
    Hidden: Type.Boolean({ description: 'Hidden by a moderator: only its author still sees it.' }),
  },
  Closed,
);
export type PostComment = Static<typeof PostCommentSchema>;

/**
 * Every visible comment of a post, flat and oldest first: a reply names its parent in ParentCommentId, so
 * the page builds the tree. Replies to a comment that is not shown are left out too.
 */
export const PostCommentListSchema = Type.Object(
  { comments: Type.Array(PostCommentSchema), countTotal: Type.Integer() },
  Closed,
);
export type PostCommentList = Static<typeof PostCommentListSchema>;

export const PostCommentPayloadSchema = Type.Object(
  {
    content: Type.String({
      minLength: 1,
      maxLength: POST_COMMENT_MAX_LENGTH,
      description: 'Plain text: any HTML is removed.',
    }),
    parentCommentId: Type.Optional(Nullable(UuidSchema)),
  },
  Closed,
);
export type PostCommentPayload = Static<typeof PostCommentPayloadSchema>;

export const PostCommentEditSchema = Type.Object(
  { content: Type.String({ minLength: 1, maxLength: POST_COMMENT_MAX_LENGTH }) },
  Closed,
);

export const CommentIdParamsSchema = Type.Object({ commentId: IdSchema('The comment’s Id.') }, Closed);

// Opinions -------------------------------------------------------------------------------------------------

const VoteTypeSchema = Type.Union([Type.Literal(VOTE_TYPES[0]), Type.Literal(VOTE_TYPES[1])]);

export const PostOpinionBodySchema = Type.Object(
  {
    type: Type.Union([
      Type.Literal(OPINION_TYPES[0]),
      Type.Literal(OPINION_TYPES[1]),
      Type.Literal(OPINION_TYPES[2]),
    ]),
  },
  Closed,
);

export const PostOpinionParamsSchema = Type.Object({ slug: SlugSchema, type: VoteTypeSchema }, Closed);

export const PostOpinionStateSchema = Type.Object(
  {
    Opinions: PostOpinionCountsSchema,
    UserOpinion: Nullable(VoteTypeSchema),
  },
  Closed,
);
export type PostOpinionState = Static<typeof PostOpinionStateSchema>;

export const PostMyOpinionSchema = Type.Object({ type: Nullable(VoteTypeSchema) }, Closed);
export type PostMyOpinion = Static<typeof PostMyOpinionSchema>;

// Ratings --------------------------------------------------------------------------------------------------

export const PostRatingPayloadSchema = Type.Object(
  {
    rating: Type.Integer({ minimum: POST_RATING_MIN, maximum: POST_RATING_MAX }),
    review: Type.Optional(
      Nullable(Type.String({ maxLength: POST_REVIEW_MAX_LENGTH, description: 'Plain text.' })),
    ),
  },
  Closed,
);
export type PostRatingPayload = Static<typeof PostRatingPayloadSchema>;

export const PostRatingSchema = Type.Object(
  {
    Rating: Type.Integer(),
    Review: Nullable(Type.String()),
    Author: PostAuthorSchema,
    CreatedAt: IsoDateTimeSchema,
  },
  Closed,
);

const Count = Type.Integer();
export const PostRatingsSchema = Type.Object(
  {
    average: Type.Number({ description: '0 while nobody has rated the post.' }),
    count: Type.Integer(),
    distribution: Type.Object({ 1: Count, 2: Count, 3: Count, 4: Count, 5: Count }, Closed),
    ratings: Type.Array(PostRatingSchema, { description: 'The newest 20, newest first.' }),
    mine: Nullable(Type.Object({ rating: Type.Integer(), review: Nullable(Type.String()) }, Closed)),
  },
  Closed,
);
export type PostRatings = Static<typeof PostRatingsSchema>;

// Stats ----------------------------------------------------------------------------------------------------

const statsFields = {
  views: Type.Integer(),
  likes: Type.Integer(),
  dislikes: Type.Integer(),
  comments: Type.Integer(),
  ratingAverage: Type.Number(),
  ratingCount: Type.Integer(),
};
export const PostStatsSchema = Type.Object(statsFields, Closed);
export type PostStats = Static<typeof PostStatsSchema>;

export const MyPostStatsSchema = Type.Object(
  {
    ...statsFields,
    posts: Type.Integer({ description: 'All the caller’s posts, drafts included.' }),
    published: Type.Integer(),
  },
  Closed,
);
export type MyPostStats = Static<typeof MyPostStatsSchema>;
