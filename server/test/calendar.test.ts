import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { CALENDAR_TEXTS, type CalendarItem, type CalendarRange } from '@portal/shared-api/contract/calendar';
import { calendarFeeds, goals, meetings, userSettings } from '../src/db/schema/index.ts';
import { createCourse } from './factories/catalog.ts';
import { createEnrollment } from './factories/learning.ts';
import { createMeeting, type TestMeeting } from './factories/meetings.ts';
import { createUser, type TestUser } from './factories/users.ts';
import { anonymous, createTestApp, signIn, type TestSession } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = 'America/Los_Angeles';

/** Midnight at the start of the day `days` from today, in a zone, as an instant. */
function dayStart(days: number, zone = ZONE): Date {
  const today = new TZDate(Date.now(), zone);
  return new Date(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, zone).getTime());
}
const ymd = (at: Date, zone = ZONE) => {
  const d = new TZDate(at.getTime(), zone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

describe('calendar API and iCal feed', () => {
  let app: FastifyInstance;
  let me: TestUser;
  let other: TestUser;
  let mine: TestSession;
  let theirs: TestSession;
  let hosted: TestMeeting;
  let joined: TestMeeting;
  let foreign: TestMeeting;
  let goalId: string;
  let deadline: Date;
  let dueAt: Date;
  let enrollmentId: string;
  let courseSlug: string;

  const get = (url: string, session?: TestSession) =>
    app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const range = (from: Date | string, to: Date | string, session = mine) =>
    get(
      `/api/calendar?from=${encodeURIComponent(String(from instanceof Date ? from.toISOString() : from))}&to=${encodeURIComponent(String(to instanceof Date ? to.toISOString() : to))}`,
      session,
    );
  const items = async (from: Date | string, to: Date | string, session = mine) => {
    const res = await range(from, to, session);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<CalendarRange>().items;
  };
  const feed = (method: 'GET' | 'POST' | 'DELETE', session = mine) =>
    app.inject({ method, url: '/api/calendar/feed', headers: session.headers });
  const pathOf = (url: string) => new URL(url).pathname;

  before(async () => {
    app = await createTestApp();
    me = await createUser(app.db);
    other = await createUser(app.db);
    mine = await signIn(app, me.email, me.password);
    theirs = await signIn(app, other.email, other.password);
    await app.db.insert(userSettings).values({ userId: me.id, timeZone: ZONE });
    // 10:00 in Los Angeles in three days; one more the next day that the user joined; one the user is not in.
    const start = new Date(dayStart(3).getTime() + 10 * HOUR);
    hosted = await createMeeting(app.db, me, {
      title: 'Study group',
      description: 'Chapter 4',
      startTime: start,
      createdAt: new Date(Date.now() - 2 * HOUR),
      updatedAt: new Date(Date.now() - 2 * HOUR),
    });
    joined = await createMeeting(app.db, other, {
      title: 'Office hours',
      startTime: new Date(start.getTime() + DAY),
      participants: [me],
    });
    foreign = await createMeeting(app.db, other, { title: 'Private review', startTime: start });
    // A deadline is the end of a day in the zone it was set in: late enough to be the next day in UTC.
    deadline = new Date(dayStart(6).getTime() - 1);
    const [goal] = await app.db
      .insert(goals)
      .values({ userId: me.id, title: 'Finish the React course', targetValue: 10, deadline })
      .returning();
    goalId = goal!.id;
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
    dueAt = new Date(dayStart(8).getTime() + 17 * HOUR);
    enrollmentId = (await createEnrollment(app.db, me, course, { dueAt })).id;
    courseSlug = course.slug;
    await createEnrollment(app.db, me, finished, { dueAt, status: 'completed' });
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    assert.equal((await range(dayStart(0), dayStart(30), await anonymous(app))).statusCode, 401);
    assert.equal((await get('/api/calendar/feed')).statusCode, 401);
  });

  it('lists the user’s hosted and joined meetings, open goal deadlines and course due dates, soonest first', async () => {
    const list = await items(dayStart(0), dayStart(30));
    assert.deepEqual(
      list.map((item) => [item.Kind, item.Title]),
      [
        ['meeting', 'Study group'],
        ['meeting', 'Office hours'],
        ['goal', 'Finish the React course'],
        ['course', 'PostgreSQL basics'],
      ],
    );
    const byKind = Object.fromEntries(list.map((item) => [item.Kind, item])) as Record<string, CalendarItem>;
    assert.deepEqual(list[0], {
      Id: `meeting-${hosted.id}`,
      Kind: 'meeting',
      Title: 'Study group',
      Start: hosted.startTime.toISOString(),
      End: hosted.endTime.toISOString(),
      AllDay: false,
      Url: `/user/meetings/${hosted.id}`,
    });
    assert.deepEqual(byKind.goal, {
      Id: `goal-${goalId}`,
      Kind: 'goal',
      Title: 'Finish the React course',
      Start: deadline.toISOString(),
      End: null,
      AllDay: true,
      Url: '/user/achievements',
    });
    assert.deepEqual(byKind.course, {
      Id: `course-${enrollmentId}`,
      Kind: 'course',
      Title: 'PostgreSQL basics',
      Start: dueAt.toISOString(),
      End: null,
      AllDay: false,
      Url: `/user/courses/${courseSlug}/read`,
    });
  });

  it('never lists another user’s meeting, and shows each user only their own', async () => {
    const list = await items(dayStart(0), dayStart(30));
    assert.ok(!list.some((item) => item.Id === `meeting-${foreign.id}`));
    const theirList = await items(dayStart(0), dayStart(30), theirs);
    assert.deepEqual(theirList.map((item) => item.Title).sort(), ['Office hours', 'Private review']);
  });

  it('reads the range as instants with their offsets: a day in Los Angeles is not the UTC day', async () => {
    const hasGoal = (list: CalendarItem[]) => list.some((item) => item.Kind === 'goal');
    // The deadline's own day in Los Angeles, written with the zone's offset ("…T00:00:00.000-08:00").
    const laFrom = new TZDate(dayStart(5).getTime(), ZONE).toISOString();
    const laTo = new TZDate(dayStart(6).getTime(), ZONE).toISOString();
    assert.match(laFrom, /T00:00:00\.000-0[78]:00$/);
    assert.equal(hasGoal(await items(laFrom, laTo)), true, 'the deadline is on its day in the zone');
    assert.equal(hasGoal(await items(dayStart(6), dayStart(7))), false, 'and not on the next one');
    // The same calendar date in UTC ends before the deadline (23:59 in Los Angeles is the next UTC day).
    const day = ymd(deadline);
    assert.equal(hasGoal(await items(`${day}T00:00:00Z`, `${day}T23:59:59.999Z`)), false);
    // A meeting is listed on every range it overlaps, and on none that ends when it starts.
    const start = hosted.startTime;
    assert.equal((await items(new Date(start.getTime() - HOUR), start)).length, 0);
    const overlapping = await items(
      new Date(start.getTime() + 30 * 60_000),
      new Date(start.getTime() + HOUR),
    );
    assert.deepEqual(
      overlapping.map((item) => item.Title),
      ['Study group'],
    );
  });

  it('refuses ranges that run backwards or longer than 100 days, and unknown or missing fields, with 400', async () => {
    const from = dayStart(0);
    const backwards = await range(from, from);
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().message, CALENDAR_TEXTS.rangeOrder);
    const tooLong = await range(from, new Date(from.getTime() + 101 * DAY));
    assert.equal(tooLong.statusCode, 400);
    assert.equal(tooLong.json().message, CALENDAR_TEXTS.rangeTooLong);
    assert.equal((await range(from, new Date(from.getTime() + 100 * DAY))).statusCode, 200);
    const unknown = await get(
      `/api/calendar?from=${from.toISOString()}&to=${dayStart(7).toISOString()}&userId=${other.id}`,
      mine,
    );
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Unknown field: userId');
    assert.equal((await get(`/api/calendar?from=${from.toISOString()}`, mine)).statusCode, 400);
    assert.equal((await range('yesterday', 'today')).statusCode, 400);
    assert.equal((await range('2026-13-45T99:00:00Z', '2026-12-01T00:00:00Z')).statusCode, 400);
  });

  it('makes a private feed URL once, stores only its hash, and serves the feed without a session', async () => {
    assert.deepEqual((await feed('GET')).json(), { Exists: false, CreatedAt: null });
    const created = await feed('POST');
    assert.equal(created.statusCode, 201);
    const { Url } = created.json<{ Url: string }>();
    assert.match(Url, /^http:\/\/localhost(:\d+)?\/api\/calendar\/[\w-]{43}\.ics$/);
    const token = pathOf(Url)
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const [row] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.id));
    assert.equal(row!.tokenHash, createHash('sha256').update(token).digest('hex'));
    assert.ok(!JSON.stringify(row).includes(token), 'the token itself is not stored');
    const status = (await feed('GET')).json();
    assert.equal(status.Exists, true);
    assert.ok(!JSON.stringify(status).includes(token), 'the status never shows the token');

    const res = await get(pathOf(Url));
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/calendar; charset=utf-8');
    const { calendar, events, byUid } = parseIcs(res.body);
    assert.equal(calendar.getFirstPropertyValue('method'), 'PUBLISH');
    assert.equal(calendar.getFirstPropertyValue('x-wr-calname'), 'Academy');
    assert.equal(calendar.getFirstPropertyValue('x-wr-timezone'), ZONE);
    assert.equal(events.length, 4, 'two meetings, the open goal and the course still due');
    assert.equal(byUid.has(`meeting-${foreign.id}@academy`), false);

    const meeting = byUid.get(`meeting-${hosted.id}@academy`)!;
    assert.equal(meeting.summary, 'Study group');
    assert.equal(meeting.startDate.toJSDate().toISOString(), hosted.startTime.toISOString());
    assert.equal(meeting.endDate.toJSDate().toISOString(), hosted.endTime.toISOString());
    assert.equal(
      meeting.component.getFirstPropertyValue('url'),
      `${Url.slice(0, Url.indexOf('/api/'))}/user/meetings/${hosted.id}`,
    );
    assert.equal(byUid.get(`meeting-${joined.id}@academy`)!.summary, 'Office hours');

    // The goal's deadline is a whole day in the user's zone (the UTC date is the next one).
    const goal = byUid.get(`goal-${goalId}@academy`)!;
    assert.equal(goal.startDate.isDate, true);
    assert.equal(goal.startDate.toString(), ymd(deadline));
    assert.notEqual(goal.startDate.toString(), deadline.toISOString().slice(0, 10));
    assert.equal(goal.summary, 'Goal deadline: Finish the React course');

    const course = byUid.get(`course-${enrollmentId}@academy`)!;
    assert.equal(course.startDate.isDate, false);
    assert.equal(course.startDate.toJSDate().toISOString(), dueAt.toISOString());
    assert.equal(course.summary, 'Course due: PostgreSQL basics');
  });

  it('bumps a meeting’s SEQUENCE when it changes, keeping its UID', async () => {
    await feed('DELETE');
    const url = pathOf((await feed('POST')).json<{ Url: string }>().Url);
    const uid = `meeting-${hosted.id}@academy`;
    const before = parseIcs((await get(url)).body).byUid.get(uid)!.sequence;
    await app.db.update(meetings).set({ title: 'Study group (moved)' }).where(eq(meetings.id, hosted.id));
    const event = parseIcs((await get(url)).body).byUid.get(uid)!;
    assert.equal(event.summary, 'Study group (moved)');
    assert.ok(event.sequence > before, `${event.sequence} > ${before}`);
  });

  it('answers 404 for a replaced, revoked or unknown feed token', async () => {
    const first = pathOf((await feed('POST')).json<{ Url: string }>().Url);
    const second = pathOf((await feed('POST')).json<{ Url: string }>().Url);
    const replaced = await get(first);
    assert.equal(replaced.statusCode, 404);
    assert.equal(replaced.json().message, CALENDAR_TEXTS.feedNotFound);
    assert.equal((await get(second)).statusCode, 200);
    assert.equal((await feed('DELETE')).statusCode, 204);
    assert.equal((await get(second)).statusCode, 404);
    assert.deepEqual((await feed('GET')).json(), { Exists: false, CreatedAt: null });
    assert.equal((await feed('DELETE')).statusCode, 204, 'revoking twice is harmless');
    assert.equal((await get('/api/calendar/not-a-token.ics')).statusCode, 404);
  });

  it('downloads one meeting as an .ics attachment for its host and participants only', async () => {
    const res = await get(`/api/meetings/${hosted.id}/ics`, mine);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="meeting-[\w-]+\.ics"$/);
    const { calendar, events } = parseIcs(res.body);
    assert.equal(calendar.getFirstPropertyValue('method'), 'PUBLISH');
    assert.equal(events.length, 1);
    assert.equal(events[0]!.uid, `meeting-${hosted.id}@academy`);
    assert.equal(events[0]!.startDate.toJSDate().getTime(), hosted.startTime.getTime());
    assert.equal(events[0]!.endDate.toJSDate().getTime(), hosted.endTime.getTime());
    assert.equal((await get(`/api/meetings/${joined.id}/ics`, mine)).statusCode, 200, 'a participant');
    assert.equal((await get(`/api/meetings/${foreign.id}/ics`, mine)).statusCode, 404);
    assert.equal((await get(`/api/meetings/${hosted.id}/ics`, theirs)).statusCode, 404);
    assert.equal((await get(`/api/meetings/not-a-meeting/ics`, mine)).statusCode, 404);
    assert.equal((await get(`/api/meetings/${hosted.id}/ics`)).statusCode, 401);
  });
});
