import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TZDate } from '@date-fns/tz';
import type { FastifyInstance } from 'fastify';
import { CALENDAR_TEXTS, type CalendarItem } from '@portal/shared-api/contract/calendar';
import type { TestMeeting } from '../meetings/factory.ts';
import type { TestUser } from '../users/factory.ts';
import { anonymous, type TestSession } from '../../testing/app.ts';
import { calendarKit, DAY, dayStart, HOUR, ymd, ZONE } from './test-kit.ts';

const kit = calendarKit();
const { get, range, items } = kit;

describe('calendar API: the user’s meetings, deadlines and due dates by range', () => {
  let app: FastifyInstance;
  let other: TestUser;
  let mine: TestSession;
  let theirs: TestSession;
  let hosted: TestMeeting;
  let foreign: TestMeeting;
  let goalId: string;
  let deadline: Date;
  let dueAt: Date;
  let enrollmentId: string;
  let courseSlug: string;

  before(async () => {
    await kit.start();
    ({ app, other, mine, theirs, hosted, foreign, goalId, deadline, dueAt, enrollmentId, courseSlug } =
      kit.world());
  });
  after(kit.stop);

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
});
