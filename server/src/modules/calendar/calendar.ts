// The Calendar (ours, issue 14): what the signed-in user has on which day: the meetings they host or joined,
// the deadlines of their open goals and the due dates of the courses they are still taking. The page reads
// a range of it; the iCal feed (feed.ts) reads a wider window of the same rows.
import { and, asc, eq, gt, gte, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import {
  CALENDAR_MAX_RANGE_DAYS,
  CALENDAR_TEXTS,
  type CalendarItem,
  type CalendarQuery,
  type CalendarRange,
} from '@portal/shared-api/contract/calendar';
import type { Db } from '../../platform/db/client.ts';
import { courses } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { goals } from '../achievements/tables.ts';
import { meetings } from '../meetings/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { visibleTo } from '../meetings/index.ts';

const DAY = 86_400_000;
/** A range may run this much longer than its days, so one crossing a daylight-saving change still fits. */
const DST_SLACK = 3_600_000;
/** Enough for any real range; a runaway one is cut rather than answered in full. */
const MAX_PER_KIND = 500;

export type CalendarWindow = { from: Date; to: Date };

export type CalendarMeeting = {
  id: string;
  title: string;
  description: string;
  startTime: Date;
  endTime: Date;
  meetingId: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export type CalendarGoal = { id: string; title: string; deadline: Date };
export type CalendarCourse = { id: string; title: string; slug: string; dueAt: Date };
export type CalendarEntries = {
  meetings: CalendarMeeting[];
  goals: CalendarGoal[];
  courses: CalendarCourse[];
};

/** Meetings overlapping the window; deadlines and due dates inside it (from included, to excluded). */
export async function calendarEntries(db: Db, userId: string, { from, to }: CalendarWindow) {
  const [meetingRows, goalRows, courseRows] = await Promise.all([
    db
      .select({
        id: meetings.id,
        title: meetings.title,
        description: meetings.description,
        startTime: meetings.startTime,
        endTime: meetings.endTime,
        meetingId: meetings.meetingId,
        createdAt: meetings.createdAt,
        updatedAt: meetings.updatedAt,
      })
      .from(meetings)
      .where(and(visibleTo(userId), lt(meetings.startTime, to), gt(meetings.endTime, from)))
      .orderBy(asc(meetings.startTime))
      .limit(MAX_PER_KIND),
    db
      .select({ id: goals.id, title: goals.title, deadline: goals.deadline })
      .from(goals)
      .where(
        and(
          eq(goals.userId, userId),
          ne(goals.status, 'completed'),
          isNotNull(goals.deadline),
          gte(goals.deadline, from),
          lt(goals.deadline, to),
        ),
      )
      .orderBy(asc(goals.deadline))
      .limit(MAX_PER_KIND),
    db
      .select({ id: enrollments.id, title: courses.title, slug: courses.slug, dueAt: enrollments.dueAt })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(
        and(
          eq(enrollments.userId, userId),
          ne(enrollments.status, 'completed'),
          isNull(enrollments.removedFromLibraryAt),
          isNotNull(enrollments.dueAt),
          gte(enrollments.dueAt, from),
          lt(enrollments.dueAt, to),
        ),
      )
      .orderBy(asc(enrollments.dueAt))
      .limit(MAX_PER_KIND),
  ]);
  return {
    meetings: meetingRows,
    goals: goalRows as CalendarGoal[],
    courses: courseRows as CalendarCourse[],
  } satisfies CalendarEntries;
}

/** Where each kind opens in the portal. */
export const calendarPaths = {
  meeting: (id: string) => `/user/meetings/${id}`,
  goal: () => '/user/achievements',
  course: (slug: string) => `/user/courses/${encodeURIComponent(slug)}/read`,
};

/** The rows as the page's items, soonest first: a goal's deadline is a day, a course is due at a time. */
export function toCalendarItems(entries: CalendarEntries): CalendarItem[] {
  const items: CalendarItem[] = [
    ...entries.meetings.map((m) => ({
      Id: `meeting-${m.id}`,
      Kind: 'meeting' as const,
      Title: m.title,
      Start: m.startTime.toISOString(),
      End: m.endTime.toISOString(),
      AllDay: false,
      Url: calendarPaths.meeting(m.id),
    })),
    ...entries.goals.map((g) => ({
      Id: `goal-${g.id}`,
      Kind: 'goal' as const,
      Title: g.title,
      Start: g.deadline.toISOString(),
      End: null,
      AllDay: true,
      Url: calendarPaths.goal(),
    })),
    ...entries.courses.map((c) => ({
      Id: `course-${c.id}`,
      Kind: 'course' as const,
      Title: c.title,
      Start: c.dueAt.toISOString(),
      End: null,
      AllDay: false,
      Url: calendarPaths.course(c.slug),
    })),
  ];
  return items.sort((a, b) => Date.parse(a.Start) - Date.parse(b.Start) || a.Id.localeCompare(b.Id));
}

/** The range a request asks for, refused with a sentence when it runs backwards or too long. */
export function calendarWindow(query: CalendarQuery): CalendarWindow {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from)
    throw httpError(400, CALENDAR_TEXTS.rangeOrder);
  if (to.getTime() - from.getTime() > CALENDAR_MAX_RANGE_DAYS * DAY + DST_SLACK)
    throw httpError(400, CALENDAR_TEXTS.rangeTooLong);
  return { from, to };
}

export async function listCalendar(deps: Deps, userId: string, query: CalendarQuery): Promise<CalendarRange> {
  const window = calendarWindow(query);
  return { items: toCalendarItems(await calendarEntries(deps.db, userId, window)) };
}
