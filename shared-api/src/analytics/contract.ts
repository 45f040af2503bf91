// Learning analytics (docs/product/analytics.md#analytics-figures): the fixed goals, the range options, the
// quiz-score colours and the default insights the page and the server share.
import type { LearningInsights, StudyTime } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';
export { STUDY_TIMES } from './constants.ts';

/** Both fixed (docs/product/analytics.md#analytics-figures). */
export const WEEKLY_GOAL_MINUTES = 300;
export const MONTHLY_GOAL_MINUTES = 1200;

export const ANALYTICS_RANGES = ['7', '30', '90', 'custom'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7': '7 days',
  '30': '30 days',
  '90': '90 days',
  custom: 'Custom',
};
/** The longest range the server computes day by day. */
export const ANALYTICS_MAX_DAYS = 366;

export const ANALYTICS_TEXTS = {
  loadFailed: 'Failed to load analytics',
  badRange: 'The start date must not be after the end date',
  tooLong: `A range can cover at most ${ANALYTICS_MAX_DAYS} days`,
  noCourses: 'No enrolled courses yet',
  noQuizzes: 'No quizzes taken yet',
} as const;

/** Used only when the learner has no activity to learn from (docs/product/analytics.md#insights). */
export const DEFAULT_INSIGHTS: Omit<LearningInsights, 'IsDefault'> = {
  PreferredStudyTime: 'evening',
  MostProductiveDay: 'Monday',
  RecommendedStudyTime: 30,
  StrongAreas: [],
  WeakAreas: [],
};

export const STUDY_TIME_LABELS: Record<StudyTime, string> = {
  morning: 'Morning (5 am – noon)',
  afternoon: 'Afternoon (noon – 5 pm)',
  evening: 'Evening (5 pm – 10 pm)',
  night: 'Night (10 pm – 5 am)',
};

/** Which part of the day an hour (0–23) belongs to. */
export function studyTimeOf(hour: number): StudyTime {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

export type ScoreColor = 'green' | 'blue' | 'yellow' | 'red';

/**
 * 90 or more green, 80 or more blue, 70 or more yellow, below 70 red
 * (docs/product/analytics.md#analytics-figures).
 */
export function quizScoreColor(score: number): ScoreColor {
  if (score >= 90) return 'green';
  if (score >= 80) return 'blue';
  if (score >= 70) return 'yellow';
  return 'red';
}

/** A category is strong from this average quiz score, weak below the second. */
export const STRONG_AREA_SCORE = 80;
export const WEAK_AREA_SCORE = 70;

export const average = (values: number[]): number | null =>
  values.length === 0 ? null : Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);

/**
 * Percent of a goal reached, capped at 100 (docs/product/achievements.md#goal); the weekly and monthly goals
 * here, a learner's goals and achievements on the server.
 */
export const goalPercent = (value: number, target: number): number =>
  target <= 0 ? 0 : Math.min(100, Math.round((value / target) * 100));

/** The longest run of consecutive days (YYYY-MM-DD) in a list, in any order. */
export function longestStreakOf(days: string[]): number {
  const sorted = [...new Set(days)].sort();
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of sorted) {
    const at = Date.parse(`${day}T00:00:00Z`);
    run = previous !== null && at - previous === 86_400_000 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = at;
  }
  return longest;
}
