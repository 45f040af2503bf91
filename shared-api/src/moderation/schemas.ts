// The moderation queue (issue 15; the paths are ours: /api/moderation/...): content reports from the player
// and the social feed, feedback to handle, and the audit log of every decision. Administrators only. Pending
// reviews use the reviews schemas (/api/ratings/pending, approve, reject).
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema, Nullable } from '../common/schemas.ts';
import { FeedbackSchema } from '../help/schemas.ts';
import { REPORT_REASONS } from '../player/constants.ts';
import { WARNING_MAX } from './constants.ts';
import {
  REPORT_TARGET_KINDS,
  REPORT_FILTERS,
  FEEDBACK_FILTERS,
  MODERATION_ACTION_TYPES,
  MODERATION_PAGE_SIZE,
  MODERATION_NOTE_MAX,
  TARGET_EXCERPT_MAX,
} from './constants.ts';

const Closed = { additionalProperties: false } as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];
export const MODERATION_REPORT_STATUSES = ['open', 'reviewing', 'resolved', 'dismissed'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];
export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];
export type ModerationActionType = (typeof MODERATION_ACTION_TYPES)[number];

const Person = Type.Object({ Id: Type.String(), Name: Type.String() }, Closed);

export const ModerationSummarySchema = Type.Object(
  { pendingReviews: Type.Integer(), openReports: Type.Integer(), openFeedback: Type.Integer() },
  Closed,
);
export type ModerationSummary = Static<typeof ModerationSummarySchema>;

const page = {
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: MODERATION_PAGE_SIZE })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
};

export const ModerationPageQuerySchema = Type.Object(page, Closed);
export type ModerationPageQuery = Static<typeof ModerationPageQuerySchema>;

export const ReportQuerySchema = Type.Object(
  { status: Type.Optional(Type.Enum(REPORT_FILTERS, { default: 'open' })), ...page },
  Closed,
);
export type ReportQuery = Static<typeof ReportQuerySchema>;

export const ReportTargetSchema = Type.Object(
  {
    Kind: Type.Enum(REPORT_TARGET_KINDS),
    Title: Type.String({
      description: `A title, or an excerpt of plain text (at most ${TARGET_EXCERPT_MAX}).`,
    }),
    Url: Nullable(Type.String({ description: 'Where a moderator can see the content.' })),
    Author: Nullable(Person),
    Hidden: Type.Boolean(),
  },
  Closed,
);
export type ReportTarget = Static<typeof ReportTargetSchema>;

export const ModerationResolutionSchema = Type.Object(
  { Action: Type.Enum(MODERATION_ACTION_TYPES), Note: Type.String(), CreatedAt: IsoDateTimeSchema },
  Closed,
);

export const ModerationReportSchema = Type.Object(
  {
    Id: Type.String(),
    Reason: Type.Enum(REPORT_REASONS),
    ReasonLabel: Type.String(),
    Description: Type.String({ description: 'Plain text.' }),
    CreatedAt: IsoDateTimeSchema,
    Reporter: Nullable(Person),
    Target: ReportTargetSchema,
    Status: Type.Enum(MODERATION_REPORT_STATUSES),
    ResolvedBy: Nullable(Type.Object({ Name: Type.String() }, Closed)),
    ResolvedAt: Nullable(IsoDateTimeSchema),
    Resolution: Nullable(ModerationResolutionSchema),
  },
  Closed,
);
export type ModerationReport = Static<typeof ModerationReportSchema>;

export const ModerationReportListSchema = Type.Object(
  { reports: Type.Array(ModerationReportSchema), countTotal: Type.Integer() },
  Closed,
);
export type ModerationReportList = Static<typeof ModerationReportListSchema>;

export const ModerationNoteSchema = Type.Object(
  { note: Type.Optional(Type.String({ maxLength: MODERATION_NOTE_MAX })) },
  Closed,
);

export const ModerationWarningSchema = Type.Object(
  {
    // The rules (contract.ts) answer a blank or too long message in words; this is the outer bound.
    message: Type.String({ maxLength: WARNING_MAX * 2, description: `Trimmed, 1 to ${WARNING_MAX}.` }),
  },
  Closed,
);

export const FeedbackQueueQuerySchema = Type.Object(
  { status: Type.Optional(Type.Enum(FEEDBACK_FILTERS, { default: 'open' })), ...page },
  Closed,
);
export type FeedbackQueueQuery = Static<typeof FeedbackQueueQuerySchema>;

export const QueuedFeedbackSchema = Type.Object(
  {
    ...FeedbackSchema.properties,
    HandledBy: Nullable(Type.Object({ Name: Type.String() }, Closed)),
  },
  Closed,
);
export type QueuedFeedback = Static<typeof QueuedFeedbackSchema>;

export const FeedbackQueueSchema = Type.Object(
  { feedback: Type.Array(QueuedFeedbackSchema), countTotal: Type.Integer() },
  Closed,
);
export type FeedbackQueue = Static<typeof FeedbackQueueSchema>;

export const ModerationActionSchema = Type.Object(
  {
    Id: Type.String(),
    Action: Type.Enum(MODERATION_ACTION_TYPES),
    Note: Type.String(),
    CreatedAt: IsoDateTimeSchema,
    Moderator: Nullable(Person),
    Target: Type.String({ description: 'What was decided on, in a few words.' }),
  },
  Closed,
);

export const ModerationActionListSchema = Type.Object(
  { actions: Type.Array(ModerationActionSchema), countTotal: Type.Integer() },
  Closed,
);
export type ModerationActionList = Static<typeof ModerationActionListSchema>;
