// Help Center and Feedback (docs/product/help-and-feedback.md#data). Articles are the server's; a feedback's
// author and time come from the session.
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema, Nullable } from '../common/schemas.ts';
import { FEEDBACK_SUBJECT_MAX, FEEDBACK_MESSAGE_MAX } from './constants.ts';
import { FEEDBACK_TYPES, BUG_PRIORITIES } from './constants.ts';

const Closed = { additionalProperties: false } as const;

export const HelpCategorySchema = Type.Object(
  {
    Slug: Type.String(),
    Title: Type.String(),
    Description: Type.String(),
    ArticleCount: Type.Integer(),
  },
  Closed,
);
export type HelpCategory = Static<typeof HelpCategorySchema>;

export const HelpArticleSummarySchema = Type.Object(
  {
    Slug: Type.String(),
    Title: Type.String(),
    Summary: Type.String(),
    Category: Type.Object({ Slug: Type.String(), Title: Type.String() }, Closed),
    Views: Type.Integer(),
  },
  Closed,
);
export type HelpArticleSummary = Static<typeof HelpArticleSummarySchema>;

export const HelpArticleSchema = Type.Object(
  {
    ...HelpArticleSummarySchema.properties,
    Paragraphs: Type.Array(Type.String()),
    UpdatedAt: IsoDateTimeSchema,
  },
  Closed,
);
export type HelpArticle = Static<typeof HelpArticleSchema>;

export const HelpSearchQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Words to find in titles, summaries and text.' }),
    ),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    popular: Type.Optional(Type.Boolean({ description: 'Only the six popular articles, in their order.' })),
  },
  Closed,
);
export type HelpSearchQuery = Static<typeof HelpSearchQuerySchema>;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type BugPriority = (typeof BUG_PRIORITIES)[number];

export const FeedbackCreateSchema = Type.Object(
  {
    Type: Type.Enum(FEEDBACK_TYPES),
    Rating: Type.Optional(Type.Integer({ minimum: 0, maximum: 5, default: 0 })),
    Subject: Type.String({ maxLength: FEEDBACK_SUBJECT_MAX * 2 }),
    Message: Type.String({ maxLength: FEEDBACK_MESSAGE_MAX * 2 }),
    Email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
    Priority: Type.Optional(Nullable(Type.Enum(BUG_PRIORITIES))),
  },
  Closed,
);
export type FeedbackCreate = Static<typeof FeedbackCreateSchema>;

export const FeedbackSchema = Type.Object(
  {
    Id: Type.String(),
    Type: Type.Enum(FEEDBACK_TYPES),
    Rating: Type.Integer(),
    Subject: Type.String(),
    Message: Type.String(),
    Email: Nullable(Type.String()),
    Priority: Nullable(Type.Enum(BUG_PRIORITIES)),
    CreatedAt: IsoDateTimeSchema,
    HandledAt: Nullable(IsoDateTimeSchema),
    User: Nullable(Type.Object({ Id: Type.String(), Name: Type.String(), Email: Type.String() }, Closed)),
  },
  Closed,
);
export type Feedback = Static<typeof FeedbackSchema>;

export const FeedbackListQuerySchema = Type.Object(
  {
    type: Type.Optional(Type.Enum(FEEDBACK_TYPES)),
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  },
  Closed,
);
export type FeedbackListQuery = Static<typeof FeedbackListQuerySchema>;

export const FeedbackListSchema = Type.Object(
  { feedback: Type.Array(FeedbackSchema), countTotal: Type.Integer() },
  Closed,
);
export type FeedbackList = Static<typeof FeedbackListSchema>;
