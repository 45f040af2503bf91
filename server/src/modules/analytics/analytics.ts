// Learning analytics (docs/product/analytics.md#the-pages-answer): the learner's figures for a range of days
// (the last 30 by default), the fixed weekly and monthly goal windows, per-course performance and computed
// insights. Only the caller's own: a userId naming someone else is a 404.
import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_TEXTS,
  longestStreakOf,
  type AnalyticsQuery,
  type CourseAnalytics,
  type LearningAnalytics,
  type LearningInsights,
  type LearningTotals,
  type StudySession,
} from '@portal/shared-api/contract/analytics';
import { addDays, currentStreakOf, dayIn } from '@portal/shared-api/contract/course-history';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { computeInsights } from './insights.ts';
import {
  bestQuizScores,
  enrolledCourses,
  historyHours,
  minutesPerDay,
  quizAttemptsIn,
  studyTotals,
  type DayRange,
} from './data.ts';
import { timeZoneOf } from '../../core/time-zone.ts';
import { type Caller } from '../../core/caller.ts';
import { ownUserId } from '../../core/caller.ts';

const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS) + 1;

type Scope = { owner: string; tz: string; today: string };

function scopeOf(deps: Deps, caller: Caller, userId: string, tz: string | undefined): Scope {
  const zone = timeZoneOf(tz);
  return { owner: ownUserId(caller, userId), tz: zone, today: dayIn(zone, deps.clock.now()) };
}

/**
 * The optional range (docs/product/analytics.md#range-rule): with one bound, the other is today or 30 days
 * before; neither: the last 30.
 */
export function analyticsRange(query: Pick<AnalyticsQuery, 'start' | 'end'>, today: string): DayRange {
  const end = query.end ?? today;
  const start = query.start ?? addDays(end, -(DEFAULT_DAYS - 1));
  if (start > end) throw httpError(400, ANALYTICS_TEXTS.badRange);
  if (daysBetween(start, end) > ANALYTICS_MAX_DAYS) throw httpError(400, ANALYTICS_TEXTS.tooLong);
  return { start, end };
}

/** Every day of the range, oldest first, with the minutes studied (0 on a day without study). */
function everyDay(range: DayRange, rows: { day: string; minutes: number }[]): StudySession[] {
  const byDay = new Map(rows.map((r) => [r.day, r.minutes]));
  const out: StudySession[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1))
    out.push({ Date: day, Duration: byDay.get(day) ?? 0 });
  return out;
}

async function totals(deps: Deps, scope: Scope): Promise<LearningTotals> {
  const [study, courses] = await Promise.all([
    studyTotals(deps.db, scope.owner),
    enrolledCourses(deps.db, scope.owner),
  ]);
  return {
    TotalHoursLearned: Math.round((study.minutes / 60) * 10) / 10,
    TotalCoursesEnrolled: courses.length,
    TotalCoursesCompleted: courses.filter((c) => c.completedAt !== null).length,
    CurrentStreak: currentStreakOf(study.days, scope.today),
    LongestStreak: longestStreakOf(study.days),
  };
}

async function courseAnalytics(deps: Deps, owner: string): Promise<CourseAnalytics[]> {
  const [courses, quizzes] = await Promise.all([
    enrolledCourses(deps.db, owner),
    bestQuizScores(deps.db, owner),
  ]);
  return courses.map((course) => ({
    CourseId: course.id,
    CourseTitle: course.title,
    CourseSlug: course.slug,
    Category: course.category ?? 'General',
    Progress: course.progress,
    TimeSpent: course.minutes,
    LastAccessed: course.lastAccessedAt?.toISOString() ?? null,
    QuizScores: quizzes.filter((q) => q.courseId === course.id).map((q) => q.best),
  }));
}

async function insights(deps: Deps, scope: Scope, range: DayRange): Promise<LearningInsights> {
  const [days, hours, quizzes] = await Promise.all([
    minutesPerDay(deps.db, scope.owner, range),
    historyHours(deps.db, scope.owner, range, scope.tz),
    bestQuizScores(deps.db, scope.owner),
  ]);
  return computeInsights({ days, hours, quizzes });
}

export async function getLearningTotals(deps: Deps, caller: Caller, userId: string, tz?: string) {
  return totals(deps, scopeOf(deps, caller, userId, tz));
}

/** Minutes per day over the last `days` days (30 unless said). */
export async function getStudySessions(
  deps: Deps,
  caller: Caller,
  userId: string,
  query: { days?: number; tz?: string },
): Promise<StudySession[]> {
  const scope = scopeOf(deps, caller, userId, query.tz);
  const range = { start: addDays(scope.today, -((query.days ?? DEFAULT_DAYS) - 1)), end: scope.today };
  return everyDay(range, await minutesPerDay(deps.db, scope.owner, range));
}

export async function getCourseAnalytics(deps: Deps, caller: Caller, userId: string) {
  return courseAnalytics(deps, ownUserId(caller, userId));
}

export async function getLearningInsights(deps: Deps, caller: Caller, userId: string, query: AnalyticsQuery) {
  const scope = scopeOf(deps, caller, userId, query.tz);
  return insights(deps, scope, analyticsRange(query, scope.today));
}

export async function getLearningAnalytics(
  deps: Deps,
  caller: Caller,
  userId: string,
  query: AnalyticsQuery,
): Promise<LearningAnalytics> {
  const scope = scopeOf(deps, caller, userId, query.tz);
  const range = analyticsRange(query, scope.today);
  const month = { start: addDays(scope.today, -29), end: scope.today };
  const week = addDays(scope.today, -6);
  const [overview, days, lastMonth, quizzes, courses, insight] = await Promise.all([
    totals(deps, scope),
    minutesPerDay(deps.db, scope.owner, range),
    minutesPerDay(deps.db, scope.owner, month),
    quizAttemptsIn(deps.db, scope.owner, range, scope.tz),
    courseAnalytics(deps, scope.owner),
    insights(deps, scope, range),
  ]);
  const sum = (rows: { minutes: number }[]) => rows.reduce((total, r) => total + r.minutes, 0);
  return {
    Start: range.start,
    End: range.end,
    Totals: overview,
    RangeMinutes: sum(days),
    AverageQuizScore: quizzes.mean,
    QuizAttempts: quizzes.attempts,
    WeeklyMinutes: sum(lastMonth.filter((d) => d.day >= week)),
    MonthlyMinutes: sum(lastMonth),
    Sessions: everyDay(range, days),
    Courses: courses,
    Insights: insight,
  };
}
