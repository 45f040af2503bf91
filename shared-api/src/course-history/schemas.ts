// Learning history (docs/product/history.md#data): what the player recorded a learner doing, the daily
// sessions and the stats derived from it, and the page's filters.
import Type, { type Static } from 'typebox';
import { IdSchema, IsoDateTimeSchema, Nullable, ServerOwned } from '../common/schemas.ts';
import { HISTORY_ACTIONS, HISTORY_TIMEFRAMES, HISTORY_EXPORT_FORMATS } from './constants.ts';

const Closed = { additionalProperties: false } as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
export const HISTORY_DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type HistoryTimeframe = (typeof HISTORY_TIMEFRAMES)[number];
export type HistoryExportFormat = (typeof HISTORY_EXPORT_FORMATS)[number];

export const HistoryItemSchema = Type.Object(
  {
    Id: Type.String(),
    CourseId: Type.String(),
    CourseTitle: Type.String(),
    CourseSlug: Type.String(),
    LessonId: Nullable(Type.String()),
    LessonTitle: Type.String(),
    Action: Type.Enum(HISTORY_ACTIONS),
    Duration: Type.Integer({ minimum: 0, description: 'Seconds.' }),
    Progress: Type.Integer({ minimum: 0, maximum: 100 }),
    Timestamp: IsoDateTimeSchema,
    DeviceType: Type.Enum(HISTORY_DEVICES),
    Location: Nullable(Type.String()),
    VideoPosition: Nullable(Type.Integer({ minimum: 0, description: 'Seconds into the video.' })),
  },
  Closed,
);
export type HistoryItem = Static<typeof HistoryItemSchema>;

export const HistoryPageSchema = Type.Object(
  {
    Items: Type.Array(HistoryItemSchema),
    Total: Type.Integer(),
    Page: Type.Integer(),
    PageSize: Type.Integer(),
  },
  Closed,
);
export type HistoryPage = Static<typeof HistoryPageSchema>;

const Day = (what: string) =>
  Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `${what} (YYYY-MM-DD).` }));
const TimeZone = Type.Optional(
  Type.String({ maxLength: 64, description: 'IANA time zone the days are counted in (default UTC).' }),
);

/**
 * The page's filters (docs/product/history.md#history-page): course, action, a date range, and the days' time
 * zone.
 */
export const HistoryFilterQuerySchema = Type.Object(
  {
    courseId: Type.Optional(IdSchema('The course Id.')),
    action: Type.Optional(Type.Enum(HISTORY_ACTIONS)),
    from: Day('First day'),
    to: Day('Last day'),
    tz: TimeZone,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  Closed,
);
export type HistoryFilterQuery = Static<typeof HistoryFilterQuerySchema>;

export const HistoryCourseQuerySchema = Type.Object(
  {
    userId: Type.Optional(IdSchema('Only the signed-in user.')),
    action: Type.Optional(Type.Enum(HISTORY_ACTIONS)),
    from: Day('First day'),
    to: Day('Last day'),
    tz: TimeZone,
  },
  Closed,
);

export const HistoryUserQuerySchema = Type.Object(
  { userId: Type.Optional(IdSchema('Only the signed-in user.')) },
  Closed,
);

export const HistoryRangeQuerySchema = Type.Object(
  {
    courseId: Type.Optional(IdSchema('The course Id.')),
    from: Day('First day'),
    to: Day('Last day'),
    tz: TimeZone,
  },
  Closed,
);

export const HistoryStatsQuerySchema = Type.Object(
  { timeframe: Type.Optional(Type.Enum(HISTORY_TIMEFRAMES, { default: 'month' })), tz: TimeZone },
  Closed,
);

export const HistoryRecentQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })) },
  Closed,
);

export const HistoryExportQuerySchema = Type.Object(
  {
    format: Type.Enum(HISTORY_EXPORT_FORMATS),
    courseId: Type.Optional(IdSchema('The course Id.')),
    action: Type.Optional(Type.Enum(HISTORY_ACTIONS)),
    from: Day('First day'),
    to: Day('Last day'),
    tz: TimeZone,
  },
  Closed,
);

/** A session (docs/product/history.md#session), derived per day. */
export const HistorySessionSchema = Type.Object(
  {
    Date: Type.String({ description: 'YYYY-MM-DD in the asked time zone.' }),
    TotalTime: Type.Integer({ description: 'Minutes: the day’s durations ÷ 60, rounded.' }),
    CoursesStudied: Type.Integer(),
    LessonsCompleted: Type.Integer({ description: 'The day’s completed actions.' }),
    Activities: Type.Integer(),
  },
  Closed,
);
export type HistorySession = Static<typeof HistorySessionSchema>;

/** Learning stats over a timeframe (docs/product/history.md#learning-stats). */
export const HistoryStatsSchema = Type.Object(
  {
    Timeframe: Type.Enum(HISTORY_TIMEFRAMES),
    TotalStudyTime: Type.Integer({ description: 'Minutes.' }),
    TotalLessons: Type.Integer(),
    TotalCourses: Type.Integer(),
    AverageSessionTime: Type.Integer({ description: 'Minutes per study day.' }),
    LongestSession: Type.Integer({ description: 'Minutes of the busiest day.' }),
    MostActiveDay: Nullable(Type.String({ description: 'Weekday name, null without activity.' })),
    StudyStreak: Type.Integer({ description: 'Consecutive days with activity up to today.' }),
  },
  Closed,
);
export type HistoryStats = Static<typeof HistoryStatsSchema>;

/** POST /api/course-history: what the player saw happen. The server stamps the time and the lesson title. */
export const HistoryCreateSchema = Type.Object(
  {
    CourseId: IdSchema('The course Id.'),
    LessonId: IdSchema('The lesson Id.'),
    Action: Type.Enum(HISTORY_ACTIONS),
    Duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 14_400, description: 'Seconds of study.' })),
    Progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    VideoPosition: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 86_400 }))),
    DeviceType: Type.Optional(Type.Enum(HISTORY_DEVICES)),
    Timestamp: ServerOwned(Type.String({ maxLength: 40 }), 'The server’s clock is the record.'),
    UserId: Type.Optional(IdSchema('Only the signed-in user.')),
  },
  Closed,
);
export type HistoryCreate = Static<typeof HistoryCreateSchema>;

/** PUT /api/course-history/{id}: the measures of an item (its course, lesson and time stay). */
export const HistoryUpdateSchema = Type.Object(
  {
    Duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 14_400 })),
    Progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    VideoPosition: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 86_400 }))),
  },
  { ...Closed, minProperties: 1 },
);
export type HistoryUpdate = Static<typeof HistoryUpdateSchema>;

export const HistoryExportLinkSchema = Type.Object({ downloadUrl: Type.String() }, Closed);
export type HistoryExportLink = Static<typeof HistoryExportLinkSchema>;
