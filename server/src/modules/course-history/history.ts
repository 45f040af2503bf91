// Learning history (docs/product/history.md#history-item), what its reads, writes and exports share: an item
// as the API answers it, whose items a caller may touch (only their own: another user's, or a userId naming
// someone else, is a 404), and the filters (course, action, a date range counted in the caller's time zone).
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  HISTORY_TEXTS,
  dayIn,
  historyDateRange,
  type HistoryAction,
  type HistoryItem,
} from '@portal/shared-api/contract/course-history';
import type { Deps } from '../../core/deps.ts';
import { timeZoneOf } from '../../core/time-zone.ts';
import { courses } from '../catalog/tables.ts';
import { courseHistory } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { type Caller } from '../../core/caller.ts';

export const historyNotFound = () => httpError(404, 'History item not found');

/** The local day of an event, in a zone, as SQL. */
export const localDay = (tz: string) =>
  sql<string>`to_char(${courseHistory.occurredAt} at time zone ${tz}, 'YYYY-MM-DD')`;

export type HistoryFilters = {
  courseId?: string;
  action?: HistoryAction;
  from?: string;
  to?: string;
  tz?: string;
};

/**
 * The WHERE of the caller's items under the filters, with the date defaults
 * (docs/product/history.md#date-filter-defaults).
 */
export function historyFilter(deps: Deps, owner: string, filters: HistoryFilters): SQL {
  const tz = timeZoneOf(filters.tz);
  const range = historyDateRange(filters.from, filters.to, dayIn(tz, deps.clock.now()));
  if (range.from && range.to && range.from > range.to) throw httpError(400, HISTORY_TEXTS.badRange);
  const local = sql`(${courseHistory.occurredAt} at time zone ${tz})`;
  const conditions: (SQL | undefined)[] = [eq(courseHistory.userId, owner)];
  if (filters.courseId !== undefined)
    conditions.push(isUuid(filters.courseId) ? eq(courseHistory.courseId, filters.courseId) : sql`false`);
  if (filters.action) conditions.push(eq(courseHistory.action, filters.action));
  if (range.from) conditions.push(gte(local, sql`${range.from}::date`));
  if (range.to) conditions.push(lt(local, sql`${range.to}::date + 1`));
  return and(...conditions)!;
}

export function selectHistory(deps: Deps) {
  return deps.db
    .select({ item: courseHistory, courseTitle: courses.title, courseSlug: courses.slug })
    .from(courseHistory)
    .innerJoin(courses, eq(courses.id, courseHistory.courseId));
}
type HistoryRow = Awaited<ReturnType<ReturnType<typeof selectHistory>['execute']>>[number];

export const toHistoryItem = ({ item, courseTitle, courseSlug }: HistoryRow): HistoryItem => ({
  Id: item.id,
  CourseId: item.courseId,
  CourseTitle: courseTitle,
  CourseSlug: courseSlug,
  LessonId: item.lessonId,
  LessonTitle: item.lessonTitle,
  Action: item.action,
  Duration: item.durationSeconds,
  Progress: item.progress,
  Timestamp: item.occurredAt.toISOString(),
  DeviceType: item.deviceType,
  Location: item.location,
  VideoPosition: item.videoPosition,
});

/** One of the caller's items, else 404. */
export async function findOwnHistoryItem(deps: Deps, caller: Caller, id: string): Promise<HistoryRow> {
  if (!isUuid(id)) throw historyNotFound();
  const [row] = await selectHistory(deps)
    .where(and(eq(courseHistory.id, id), eq(courseHistory.userId, caller.id)))
    .limit(1);
  if (!row) throw historyNotFound();
  return row;
}
