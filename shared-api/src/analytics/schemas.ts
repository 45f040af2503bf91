// Learning analytics (docs/product/analytics.md#data): what the analytics page reads for a range of days.
// Every figure is computed on the server from the learner's study sessions, enrolments, history and quiz
// attempts.
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema, Nullable } from '../common/schemas.ts';
import { STUDY_TIMES } from './constants.ts';

const Closed = { additionalProperties: false } as const;
const Day = (what: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `${what} (YYYY-MM-DD).` });
export type StudyTime = (typeof STUDY_TIMES)[number];

/**
 * An optional date range (start and end as YYYY-MM-DD), days counted in the browser's zone
 * (docs/product/analytics.md#range-rule).
 */
export const AnalyticsQuerySchema = Type.Object(
  {
    start: Type.Optional(Day('First day')),
    end: Type.Optional(Day('Last day')),
    tz: Type.Optional(Type.String({ maxLength: 64, description: 'IANA time zone (default UTC).' })),
  },
  Closed,
);
export type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>;

export const LearningTotalsSchema = Type.Object(
  {
    TotalHoursLearned: Type.Number(),
    TotalCoursesEnrolled: Type.Integer(),
    TotalCoursesCompleted: Type.Integer(),
    CurrentStreak: Type.Integer(),
    LongestStreak: Type.Integer(),
  },
  Closed,
);
export type LearningTotals = Static<typeof LearningTotalsSchema>;

export const StudySessionSchema = Type.Object(
  { Date: Day('The day'), Duration: Type.Integer({ minimum: 0, description: 'Minutes.' }) },
  Closed,
);
export type StudySession = Static<typeof StudySessionSchema>;

export const CourseAnalyticsSchema = Type.Object(
  {
    CourseId: Type.String(),
    CourseTitle: Type.String(),
    CourseSlug: Type.String(),
    Category: Type.String(),
    Progress: Type.Integer({ minimum: 0, maximum: 100 }),
    TimeSpent: Type.Integer({ minimum: 0, description: 'Minutes, all time.' }),
    LastAccessed: Nullable(IsoDateTimeSchema),
    QuizScores: Type.Array(Type.Integer({ minimum: 0, maximum: 100 }), {
      description: 'The best score of each quiz taken in the course.',
    }),
  },
  Closed,
);
export type CourseAnalytics = Static<typeof CourseAnalyticsSchema>;

export const LearningInsightsSchema = Type.Object(
  {
    PreferredStudyTime: Type.Enum(STUDY_TIMES),
    MostProductiveDay: Type.String(),
    RecommendedStudyTime: Type.Integer({ description: 'Minutes per day.' }),
    StrongAreas: Type.Array(Type.String()),
    WeakAreas: Type.Array(Type.String()),
    IsDefault: Type.Boolean({ description: 'True when there is no activity in the range to learn from.' }),
  },
  Closed,
);
export type LearningInsights = Static<typeof LearningInsightsSchema>;

export const LearningAnalyticsSchema = Type.Object(
  {
    Start: Day('First day of the range'),
    End: Day('Last day of the range'),
    Totals: LearningTotalsSchema,
    RangeMinutes: Type.Integer({ description: 'Minutes studied in the range.' }),
    AverageQuizScore: Nullable(Type.Integer({ description: 'Mean of the quiz attempts in the range.' })),
    QuizAttempts: Type.Integer(),
    WeeklyMinutes: Type.Integer({ description: 'The last 7 days.' }),
    MonthlyMinutes: Type.Integer({ description: 'The last 30 days.' }),
    Sessions: Type.Array(StudySessionSchema, { description: 'Every day of the range, oldest first.' }),
    Courses: Type.Array(CourseAnalyticsSchema),
    Insights: LearningInsightsSchema,
  },
  Closed,
);
export type LearningAnalytics = Static<typeof LearningAnalyticsSchema>;

export const StudySessionsQuerySchema = Type.Object(
  {
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30 })),
    tz: Type.Optional(Type.String({ maxLength: 64 })),
  },
  Closed,
);
export const TimeZoneQuerySchema = Type.Object({ tz: Type.Optional(Type.String({ maxLength: 64 })) }, Closed);
