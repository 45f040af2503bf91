// Dashboard (docs/product/dashboard.md#data): one aggregated answer so /user paints from a single request.
import Type, { type Static } from 'typebox';
import { MEETING_STATUSES } from '../meetings/constants.ts';
import { IsoDateTimeSchema, Nullable } from '../common/schemas.ts';
import { CatalogCourseSchema } from '../catalog/schemas.ts';

const count = Type.Integer({ minimum: 0 });

export const DashboardStatsSchema = Type.Object(
  {
    enrolledCourses: count,
    inProgressCourses: count,
    completedCourses: count,
    TotalHoursLearned: Type.Number({ minimum: 0 }),
    CurrentStreak: count,
    TotalPoints: count,
    NextLevelPoints: count,
    level: count,
    certificatesEarned: count,
  },
  { additionalProperties: false, description: 'The learning overview, plus the enrolment counts.' },
);
export type DashboardStats = Static<typeof DashboardStatsSchema>;

export const DashboardCourseSchema = Type.Object(
  {
    Id: Type.String(),
    Slug: Type.String(),
    Title: Type.String(),
    CoverImage: Nullable(Type.String({ description: 'URL of the cover image.' })),
    Progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent of the course done.' }),
    Status: Type.Enum(['in-progress', 'completed']),
    LastAccessedAt: IsoDateTimeSchema,
  },
  { additionalProperties: false },
);
export type DashboardCourse = Static<typeof DashboardCourseSchema>;

export const DashboardMeetingSchema = Type.Object(
  {
    Id: Type.String(),
    Topic: Type.String({ description: 'The meeting’s title.' }),
    StartTime: IsoDateTimeSchema,
    EndTime: IsoDateTimeSchema,
    Owner: Type.String({ description: 'The host’s username.' }),
    Status: Type.Enum(MEETING_STATUSES),
  },
  { additionalProperties: false, description: 'An upcoming meeting, as the dashboard shows it.' },
);
export type DashboardMeeting = Static<typeof DashboardMeetingSchema>;

export const DashboardAchievementSchema = Type.Object(
  {
    Id: Type.String(),
    Title: Type.String(),
    Description: Type.String(),
    Type: Type.String(),
    Points: count,
    IsEarned: Type.Boolean(),
    EarnedAt: Nullable(IsoDateTimeSchema),
  },
  { additionalProperties: false, description: 'An achievement, as the dashboard shows it.' },
);
export type DashboardAchievement = Static<typeof DashboardAchievementSchema>;

export const DashboardSchema = Type.Object(
  {
    stats: DashboardStatsSchema,
    recentCourses: Type.Array(DashboardCourseSchema, { maxItems: 6 }),
    upcomingMeetings: Type.Array(DashboardMeetingSchema, { maxItems: 5 }),
    achievements: Type.Array(DashboardAchievementSchema, { maxItems: 3 }),
  },
  { additionalProperties: false },
);
export type Dashboard = Static<typeof DashboardSchema>;

export const TrendingCoursesSchema = Type.Object(
  {
    courses: Type.Array(CatalogCourseSchema, {
      maxItems: 6,
      description: 'The catalogue’s most popular courses: most students, then best rated.',
    }),
  },
  { additionalProperties: false },
);
export type TrendingCourses = Static<typeof TrendingCoursesSchema>;
