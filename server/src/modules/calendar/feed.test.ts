import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CALENDAR_TEXTS } from '@portal/shared-api/contract/calendar';
import { calendarFeeds } from './tables.ts';
import { meetings } from '../meetings/tables.ts';
import type { TestMeeting } from '../meetings/factory.ts';
import type { TestUser } from '../users/factory.ts';
import type { TestSession } from '../../testing/app.ts';
import { calendarKit, parseIcs, PUBLIC_URL, ymd, ZONE } from './test-kit.ts';

const kit = calendarKit();
const { get, feed, pathOf } = kit;

describe('calendar: the private iCal feed and a meeting’s .ics', () => {
  let app: FastifyInstance;
  let me: TestUser;
  let mine: TestSession;
  let theirs: TestSession;
  let hosted: TestMeeting;
  let joined: TestMeeting;
  let foreign: TestMeeting;
  let goalId: string;
  let deadline: Date;
  let dueAt: Date;
  let enrollmentId: string;

  before(async () => {
    await kit.start();
    ({ app, me, mine, theirs, hosted, joined, foreign, goalId, deadline, dueAt, enrollmentId } = kit.world());
  });
  after(kit.stop);

  it('makes a private feed URL once, stores only its hash, and serves the feed without a session', async () => {
    assert.deepEqual((await feed('GET')).json(), { Exists: false, CreatedAt: null });
    const created = await feed('POST');
    assert.equal(created.statusCode, 201);
    const { Url } = created.json<{ Url: string }>();
    assert.match(Url, /^https:\/\/academy\.example\/api\/calendar\/[\w-]{43}\.ics$/);
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
    assert.equal(meeting.component.getFirstPropertyValue('url'), `${PUBLIC_URL}/user/meetings/${hosted.id}`);
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

  it('links the feed and a meeting’s .ics to PUBLIC_URL, whatever Host or protocol the request names', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const created = await app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      headers: { ...mine.headers, ...forged },
    });
    const { Url } = created.json<{ Url: string }>();
    assert.ok(Url.startsWith(`${PUBLIC_URL}/api/calendar/`), Url);
    const feedBody = await app.inject({ method: 'GET', url: pathOf(Url), headers: forged });
    const ics = await app.inject({
      method: 'GET',
      url: `/api/meetings/${hosted.id}/ics`,
      headers: { ...mine.headers, ...forged },
    });
    for (const body of [feedBody.body, ics.body]) {
      assert.ok(!body.includes('evil.example'));
      const meeting = parseIcs(body).byUid.get(`meeting-${hosted.id}@academy`)!;
      assert.equal(
        meeting.component.getFirstPropertyValue('url'),
        `${PUBLIC_URL}/user/meetings/${hosted.id}`,
      );
    }
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
