// Learning history reads (docs/product/history.md#api): the caller's items (a page of them, newest first),
// those of a course or a lesson, the most recent, the daily sessions and the stats of a timeframe.
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import {
  TIMEFRAME_DAYS,
  addDays,
  currentStreakOf,
  dayIn,
  type HistoryItem,
  type HistoryPage,
  type HistorySession,
  type HistoryStats,
  type HistoryTimeframe,
} from '@portal/shared-api/contract/course-history';
import type { Deps } from '../../core/deps.ts';
import { courseHistory } from './tables.ts';
import {
  historyFilter,
  historyNotFound,
  localDay,
  selectHistory,
  toHistoryItem,
  type HistoryFilters,
} from './history.ts';
import { readableCourse, readableLesson } from '../course-access/index.ts';
import { type Caller } from '../../core/caller.ts';
import { ownUserId } from '../../core/caller.ts';
import { timeZoneOf } from '../../core/time-zone.ts';

const newestFirst = [desc(courseHistory.occurredAt), desc(courseHistory.id)];

export async function listUserHistory(
  deps: Deps,
  caller: Caller,
  userId: string,
  query: HistoryFilters & { page?: number; pageSize?: number },
): Promise<HistoryPage> {
  const owner = ownUserId(caller, userId, historyNotFound);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = historyFilter(deps, owner, query);
  const [rows, [total]] = await Promise.all([
    selectHistory(deps)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(courseHistory).where(where),
  ]);
  return { Items: rows.map(toHistoryItem), Total: total?.n ?? 0, Page: page, PageSize: pageSize };
}

/** The caller's items on a course they may follow (404 otherwise), newest first. */
export async function listCourseHistory(
  deps: Deps,
  caller: Caller,
  courseId: string,
  query: HistoryFilters & { userId?: string },
): Promise<HistoryItem[]> {
  const owner = ownUserId(caller, query.userId, historyNotFound);
  const course = await readableCourse(deps, caller, { id: courseId });
  const rows = await selectHistory(deps)
    .where(historyFilter(deps, owner, { ...query, courseId: course.id }))
    .orderBy(...newestFirst)
    .limit(500);
  return rows.map(toHistoryItem);
}

export async function listLessonHistory(
  deps: Deps,
  caller: Caller,
  lessonId: string,
  userId: string | undefined,
): Promise<HistoryItem[]> {
  const owner = ownUserId(caller, userId, historyNotFound);
  const lesson = await readableLesson(deps, caller, lessonId);
  const rows = await selectHistory(deps)
    .where(and(eq(courseHistory.userId, owner), eq(courseHistory.lessonId, lesson.id)))
    .orderBy(...newestFirst)
    .limit(500);
  return rows.map(toHistoryItem);
}

export async function listRecentHistory(deps: Deps, caller: Caller, userId: string, limit: number) {
  const owner = ownUserId(caller, userId, historyNotFound);
  const rows = await selectHistory(deps)
    .where(eq(courseHistory.userId, owner))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toHistoryItem);
}

/**
 * One session per day (docs/product/history.md#daily-totals: completed actions count as lessons completed),
 * the latest day first.
 */
export async function listSessions(
  deps: Deps,
  caller: Caller,
  userId: string,
  filters: HistoryFilters,
): Promise<HistorySession[]> {
  const owner = ownUserId(caller, userId, historyNotFound);
  const day = localDay(timeZoneOf(filters.tz));
  const rows = await deps.db
    .select({
      day,
      seconds: sql<number>`coalesce(sum(${courseHistory.durationSeconds}), 0)`.mapWith(Number),
      courses: sql<number>`count(distinct ${courseHistory.courseId})`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${courseHistory.action} = 'completed')`.mapWith(Number),
      activities: count(),
    })
    .from(courseHistory)
    .where(historyFilter(deps, owner, filters))
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`));
  return rows.map((row) => ({
    Date: row.day,
    TotalTime: Math.round(row.seconds / 60),
    CoursesStudied: row.courses,
    LessonsCompleted: row.completed,
    Activities: row.activities,
  }));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Learning stats over a timeframe (docs/product/history.md#learning-stats; the average is total minutes ÷
 * study days).
 */
export async function getHistoryStats(
  deps: Deps,
  caller: Caller,
  userId: string,
  timeframe: HistoryTimeframe,
  tz: string | undefined,
): Promise<HistoryStats> {
  const owner = ownUserId(caller, userId, historyNotFound);
  const zone = timeZoneOf(tz);
  const today = dayIn(zone, deps.clock.now());
  const span = TIMEFRAME_DAYS[timeframe];
  const where =
    span === null
      ? eq(courseHistory.userId, owner)
      : historyFilter(deps, owner, {
          from: addDays(today, 1 - span),
          to: today,
          tz: zone,
        });
  const day = localDay(zone);
  const [[totals], days, allDays] = await Promise.all([
    deps.db
      .select({
        seconds: sql<number>`coalesce(sum(${courseHistory.durationSeconds}), 0)`.mapWith(Number),
        lessons: sql<number>`count(distinct ${courseHistory.lessonId})`.mapWith(Number),
        courses: sql<number>`count(distinct ${courseHistory.courseId})`.mapWith(Number),
      })
      .from(courseHistory)
      .where(where),
    deps.db
      .select({ day, seconds: sql<number>`sum(${courseHistory.durationSeconds})`.mapWith(Number) })
      .from(courseHistory)
      .where(where)
      .groupBy(sql`1`),
    // The streak looks back past the timeframe: a 40-day run is 40 days this week too.
    deps.db
      .selectDistinct({ day })
      .from(courseHistory)
      .where(
        and(eq(courseHistory.userId, owner), gte(courseHistory.occurredAt, sql`now() - interval '400 days'`)),
      ),
  ]);
  const minutes = Math.round((totals?.seconds ?? 0) / 60);
  const byWeekday = new Map<number, number>();
  for (const row of days) {
    const weekday = new Date(`${row.day}T00:00:00Z`).getUTCDay();
    byWeekday.set(weekday, (byWeekday.get(weekday) ?? 0) + row.seconds);
  }
  const busiest = [...byWeekday.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return {
    Timeframe: timeframe,
    TotalStudyTime: minutes,
    TotalLessons: totals?.lessons ?? 0,
    TotalCourses: totals?.courses ?? 0,
    AverageSessionTime: days.length ? Math.round(minutes / days.length) : 0,
    LongestSession: Math.round(Math.max(0, ...days.map((row) => row.seconds)) / 60),
    MostActiveDay: busiest ? WEEKDAYS[busiest[0]]! : null,
    StudyStreak: currentStreakOf(
      allDays.map((row) => row.day),
      today,
    ),
  };
}
