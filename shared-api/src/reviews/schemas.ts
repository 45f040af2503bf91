// Ratings and reviews (docs/product/reviews.md#data). A review is moderated: it is pending until an
// administrator approves it, and only approved ones count in a course's rating. The author, the approval and
// the moderation come from the server; a body never sets them.
import Type, { type Static } from 'typebox';
import { IdSchema, IsoDateTimeSchema, Nullable } from '../common/schemas.ts';
import { REVIEW_TITLE_MAX, REVIEW_TEXT_MAX } from './constants.ts';
import {
  REVIEW_ENTITY_TYPES,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_REASON_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_PICKER_SIZE,
} from './constants.ts';

const Closed = { additionalProperties: false } as const;
export type ReviewEntityType = (typeof REVIEW_ENTITY_TYPES)[number];
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ReviewSchema = Type.Object(
  {
    Id: Type.String(),
    Slug: Type.String(),
    EntityType: Type.Enum(REVIEW_ENTITY_TYPES),
    EntityId: Type.String(),
    UserId: Type.String(),
    Score: Type.Integer({ minimum: 1, maximum: 5 }),
    Title: Type.String(),
    Review: Type.String(),
    IsApproved: Type.Boolean(),
    IsFeatured: Type.Boolean(),
    IsVerified: Type.Boolean({ description: 'Written by someone enrolled in the course.' }),
    HelpfulCount: Type.Integer(),
    Status: Type.Enum(REVIEW_STATUSES),
    RejectionReason: Nullable(Type.String()),
    CreatedAt: IsoDateTimeSchema,
    UpdatedAt: IsoDateTimeSchema,
    Entity: Type.Object(
      {
        Title: Type.String({ description: 'The course, the instructor’s name, or the lesson.' }),
        Url: Nullable(Type.String({ description: 'Where the reviewed thing is shown.' })),
        Image: Nullable(Type.String()),
      },
      Closed,
    ),
    Course: Nullable(
      Type.Object(
        {
          Id: Type.String(),
          Title: Type.String({ description: 'The course reviewed, or the course of the lesson reviewed.' }),
        },
        { ...Closed, description: 'The course the review is about; null for an instructor’s review.' },
      ),
    ),
  },
  Closed,
);
export type Review = Static<typeof ReviewSchema>;

export const ReviewStatsSchema = Type.Object(
  {
    Total: Type.Integer(),
    Published: Type.Integer(),
    Pending: Type.Integer(),
    Rejected: Type.Integer(),
    AverageScore: Type.Number({
      description: 'Mean score of all the user’s reviews, one decimal; 0 if none.',
    }),
    HelpfulVotes: Type.Integer(),
  },
  Closed,
);
export type ReviewStats = Static<typeof ReviewStatsSchema>;

export const ReviewListSchema = Type.Object(
  { ratings: Type.Array(ReviewSchema), countTotal: Type.Integer(), stats: ReviewStatsSchema },
  Closed,
);
export type ReviewList = Static<typeof ReviewListSchema>;

export const ReviewListQuerySchema = Type.Object(
  {
    sortBy: Type.Optional(Type.Enum(REVIEW_SORTS, { default: 'newest' })),
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: REVIEW_PAGE_SIZE })),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  },
  Closed,
);
export type ReviewListQuery = Static<typeof ReviewListQuerySchema>;

export const PageQuery = Type.Object(
  {
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: REVIEW_PICKER_SIZE })),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  },
  Closed,
);

// Score and EntityId are checked by the form's rules (contract.ts) so that a client gets the product's
// messages in the product's order; the schema keeps only the types and outer bounds.
const fields = {
  Score: Type.Integer({ minimum: 0, maximum: 5, description: '1 to 5; 0 is "not rated yet", refused.' }),
  Title: Type.String({
    maxLength: REVIEW_TITLE_MAX * 2,
    description: `Trimmed, at most ${REVIEW_TITLE_MAX}.`,
  }),
  Review: Type.String({
    maxLength: REVIEW_TEXT_MAX * 2,
    description: `Trimmed, at most ${REVIEW_TEXT_MAX}.`,
  }),
  EntityType: Type.Enum(REVIEW_ENTITY_TYPES),
  EntityId: Type.String({ maxLength: 64, description: 'The course, instructor (user) or lesson reviewed.' }),
  UserId: Type.Optional(IdSchema('Only the signed-in user; the author is always the caller.')),
};

export const ReviewCreateSchema = Type.Object(fields, Closed);
export type ReviewCreate = Static<typeof ReviewCreateSchema>;

/**
 * Update by slug "with the same fields" (docs/product/reviews.md#api); the reviewed course or person cannot
 * change.
 */
export const ReviewUpdateSchema = Type.Object(
  {
    ...fields,
    EntityType: Type.Optional(fields.EntityType),
    EntityId: Type.Optional(fields.EntityId),
  },
  Closed,
);
export type ReviewUpdate = Static<typeof ReviewUpdateSchema>;

export const ReviewRejectSchema = Type.Object(
  { Reason: Type.String({ minLength: 1, maxLength: REVIEW_REASON_MAX }) },
  Closed,
);

/**
 * A selectable course (docs/product/reviews.md#selectable-course), with what the caller already wrote about
 * it and its creator.
 */
export const SelectableCourseSchema = Type.Object(
  {
    Id: Type.String(),
    Title: Type.String(),
    CoverImage: Nullable(Type.Object({ Hashname: Type.String(), Url: Type.String() }, Closed)),
    CreatedBy: Type.Object({ Id: Type.String(), Firstname: Type.String(), Lastname: Type.String() }, Closed),
    ReviewSlug: Nullable(Type.String({ description: 'The caller’s review of the course, if any.' })),
    InstructorReviewSlug: Nullable(Type.String({ description: 'The caller’s review of its creator.' })),
  },
  Closed,
);
export type SelectableCourse = Static<typeof SelectableCourseSchema>;

export const SelectableCourseListSchema = Type.Object(
  { courses: Type.Array(SelectableCourseSchema), countTotal: Type.Integer() },
  Closed,
);
export type SelectableCourseList = Static<typeof SelectableCourseListSchema>;
