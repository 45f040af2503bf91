// What the Calendar's test files share: one user in Los Angeles with a meeting they host, one they joined,
// one they are not in, an open goal deadline and a course due date (plus a completed goal and course that the
// calendar leaves off), and the calls that read the range and the feed.
import assert from 'node:assert/strict';
import { TZDate } from '@date-fns/tz';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import type { CalendarRange } from '@portal/shared-api/contract/calendar';
import { goals } from '../achievements/tables.ts';
import { userSettings } from '../settings/tables.ts';
import { createCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createMeeting, type TestMeeting } from '../meetings/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ZONE = 'America/Los_Angeles';
/** The portal's address in these tests: every link starts with it, whatever Host a request names. */
export const PUBLIC_URL = 'https://academy.example';

/** Midnight at the start of the day `days` from today, in a zone, as an instant. */
export function dayStart(days: number, zone = ZONE): Date {
  const today = new TZDate(Date.now(), zone);
  return new Date(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, zone).getTime());
}
export const ymd = (at: Date, zone = ZONE) => {
  const d = new TZDate(at.getTime(), zone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

export type CalendarWorld = {
  app: FastifyInstance;
  me: TestUser;
  other: TestUser;
  mine: TestSession;
  theirs: TestSession;
  hosted: TestMeeting;
  joined: TestMeeting;
  foreign: TestMeeting;
  goalId: string;
  deadline: Date;
  dueAt: Date;
  enrollmentId: string;
  courseSlug: string;
};

async function build(): Promise<CalendarWorld> {
  const app = await createTestApp({ publicUrl: PUBLIC_URL });
  const me = await createUser(app.db);
  const other = await createUser(app.db);
  const mine = await signIn(app, me.email, me.password);
  const theirs = await signIn(app, other.email, other.password);
  await app.db.insert(userSettings).values({ userId: me.id, timeZone: ZONE });
  // 10:00 in Los Angeles in three days; one more the next day that the user joined; one the user is not in.
  const start = new Date(dayStart(3).getTime() + 10 * HOUR);
  const hosted = await createMeeting(app.db, me, {
    title: 'Study group',
    description: 'Chapter 4',
    startTime: start,
    createdAt: new Date(Date.now() - 2 * HOUR),
    updatedAt: new Date(Date.now() - 2 * HOUR),
  });
  const joined = await createMeeting(app.db, other, {
    title: 'Office hours',
    startTime: new Date(start.getTime() + DAY),
    participants: [me],
  });
  const foreign = await createMeeting(app.db, other, { title: 'Private review', startTime: start });
  // A deadline is the end of a day in the zone it was set in: late enough to be the next day in UTC.
  const deadline = new Date(dayStart(6).getTime() - 1);
  const [goal] = await app.db
    .insert(goals)
    .values({ userId: me.id, title: 'Finish the React course', targetValue: 10, deadline })
    .returning();
  const goalId = goal!.id;
  await app.db.insert(goals).values({
    userId: me.id,
    title: 'Already done',
    targetValue: 1,
    deadline,
    status: 'completed',
  });
  const instructor = await createUser(app.db, { role: 'instructor' });
  const course = await createCourse(app.db, { instructorId: instructor.id, title: 'PostgreSQL basics' });
  const finished = await createCourse(app.db, { instructorId: instructor.id, title: 'Finished course' });
  const dueAt = new Date(dayStart(8).getTime() + 17 * HOUR);
  const enrollmentId = (await createEnrollment(app.db, me, course, { dueAt })).id;
  const courseSlug = course.slug;
  await createEnrollment(app.db, me, finished, { dueAt, status: 'completed' });
  return {
    app,
    me,
    other,
    mine,
    theirs,
    hosted,
    joined,
    foreign,
    goalId,
    deadline,
    dueAt,
    enrollmentId,
    courseSlug,
  };
}

/** Call `start` in `before` and `stop` in `after`; `world` is there from `start` on. */
export function calendarKit() {
  let built: CalendarWorld | undefined;
  const world = () => {
    if (!built) throw new Error('calendarKit: call start() in before()');
    return built;
  };
  const get = (url: string, session?: TestSession): Promise<LightMyRequestResponse> =>
    world().app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const range = (from: Date | string, to: Date | string, session: TestSession = world().mine) => {
    const at = (value: Date | string) =>
      encodeURIComponent(value instanceof Date ? value.toISOString() : value);
    return get(`/api/calendar?from=${at(from)}&to=${at(to)}`, session);
  };
  const items = async (from: Date | string, to: Date | string, session: TestSession = world().mine) => {
    const res = await range(from, to, session);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<CalendarRange>().items;
  };
  const feed = (
    method: 'GET' | 'POST' | 'DELETE',
    session: TestSession = world().mine,
  ): Promise<LightMyRequestResponse> =>
    world().app.inject({ method, url: '/api/calendar/feed', headers: session.headers });
  return {
    world,
    async start() {
      built = await build();
    },
    async stop() {
      await built?.app.close();
    },
    get,
    range,
    items,
    feed,
    pathOf: (url: string) => new URL(url).pathname,
  };
}
