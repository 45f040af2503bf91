import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VideoAnalyticsAnswer } from '@portal/shared-api/contract/player';
import { videoAnalyticsEvents } from './tables.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createVideoCourse, createVideoEvent, type VideoTestCourse } from './factory-video.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';
const MINUTE = 60_000;

type Learner = { user: TestUser; session: TestSession };

describe('video analytics: POST /api/video-analytics and the learner’s events', () => {
  let app: FastifyInstance;
  let course: VideoTestCourse;
  let admin: TestSession;
  let stranger: Learner;

  const call = (
    session: TestSession | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    userAgent = CHROME,
  ) =>
    app.inject({ method, url, headers: { ...(session?.headers ?? {}), 'user-agent': userAgent }, payload });
  const learner = async (): Promise<Learner> => {
    const user = await createUser(app.db);
    return { user, session: await signIn(app, user.email, user.password) };
  };
  const enrolled = async (): Promise<Learner> => {
    const who = await learner();
    await createEnrollment(app.db, who.user, course);
    return who;
  };
  const event = (fields: object = {}) => ({
    videoId: course.video.id,
    courseId: course.id,
    event: 'play',
    position: 0,
    ...fields,
  });
  const send = async (who: Learner, fields: object, userAgent = CHROME) => {
    const res = await call(who.session, 'POST', '/api/video-analytics', event(fields), userAgent);
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ id: string }>().id;
  };
  const read = async (session: TestSession, lesson = course.video, query = '') => {
    const res = await call(session, 'GET', `/api/video-analytics/${lesson.id}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<VideoAnalyticsAnswer>();
  };

  before(async () => {
    app = await createTestApp();
    const instructor = await createUser(app.db, { role: 'instructor' });
    course = await createVideoCourse(app.db, { instructorId: instructor.id });
    const boss = await createUser(app.db, { role: 'administrator' });
    admin = await signIn(app, boss.email, boss.password);
    stranger = await learner();
  });
  after(() => app.close());

  it('reads the device and browser from the User-Agent; what the body says is not kept', async () => {
    const who = await enrolled();
    const cases: [string, string, string][] = [
      [CHROME, 'desktop', 'Chrome'],
      [IPHONE, 'mobile', 'Safari'],
      [IPAD, 'tablet', 'Safari'],
      [FIREFOX_ANDROID, 'mobile', 'Firefox'],
      ['', 'desktop', 'Unknown browser'],
    ];
    for (const [agent, deviceType, browserType] of cases) {
      const id = await send(who, { deviceType: 'tablet', browserType: 'Made up' }, agent);
      const [row] = await app.db.select().from(videoAnalyticsEvents).where(eq(videoAnalyticsEvents.id, id));
      assert.deepEqual([row?.deviceType, row?.browserType], [deviceType, browserType], agent);
    }
  });

  it('keeps the event’s position, seek start, speed and quality, in the lesson and course named', async () => {
    const who = await enrolled();
    const id = await send(who, { event: 'seek', position: 8.5, from: 2, playbackRate: 1.5, quality: 720 });
    const [row] = await app.db.select().from(videoAnalyticsEvents).where(eq(videoAnalyticsEvents.id, id));
    assert.deepEqual(row?.payload, { position: 8.5, from: 2, playbackRate: 1.5, quality: 720 });
    assert.deepEqual(
      [row?.userId, row?.courseId, row?.lessonId, row?.event],
      [who.user.id, course.id, course.video.id, 'seek'],
    );
  });

  it('answers the caller’s own events, newest first, with totals of every event', async () => {
    const who = await enrolled();
    const classmate = await enrolled();
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
    await createVideoEvent(app.db, who.user, course, course.video, { createdAt: at(5) });
    await createVideoEvent(app.db, who.user, course, course.video, {
      event: 'pause',
      payload: { position: 4 },
      createdAt: at(4),
    });
    await createVideoEvent(app.db, who.user, course, course.video, {
      event: 'seek',
      payload: { position: 9, from: 4 },
      createdAt: at(3),
    });
    await createVideoEvent(app.db, who.user, course, course.video, {
      event: 'complete',
      payload: { position: 12 },
      createdAt: at(2),
    });
    await createVideoEvent(app.db, who.user, course, course.second, { createdAt: at(1) });
    await createVideoEvent(app.db, classmate.user, course, course.video, { createdAt: at(1) });

    const answer = await read(who.session);
    assert.equal(answer.videoId, course.video.id);
    assert.deepEqual(
      answer.events.map((e) => [e.event, e.position]),
      [
        ['complete', 12],
        ['seek', 9],
        ['pause', 4],
        ['play', 0],
      ],
    );
    assert.deepEqual(answer.totals, { plays: 1, pauses: 1, seeks: 1, completions: 1 });
    assert.deepEqual(await read(who.session, course.video, `?userId=${who.user.id}`), answer);
    // An administrator may read anyone's.
    assert.deepEqual((await read(admin, course.video, `?userId=${who.user.id}`)).totals, answer.totals);
    const nothing = await read(classmate.session, course.second);
    assert.deepEqual(
      [nothing.events, nothing.totals],
      [[], { plays: 0, pauses: 0, seeks: 0, completions: 0 }],
    );
  });

  it('shows the newest 200 events, and counts all of them', async () => {
    const who = await enrolled();
    const now = Date.now();
    await app.db.insert(videoAnalyticsEvents).values(
      Array.from({ length: 230 }, (_, i) => ({
        userId: who.user.id,
        courseId: course.id,
        lessonId: course.video.id,
        event: i % 2 === 0 ? 'play' : 'pause',
        payload: { position: i },
        createdAt: new Date(now - (230 - i) * 1000),
      })),
    );
    const answer = await read(who.session);
    assert.equal(answer.events.length, 200);
    assert.equal(answer.events[0]?.position, 229);
    assert.deepEqual(answer.totals, { plays: 115, pauses: 115, seeks: 0, completions: 0 });
  });

  it('answers 404 to another learner’s id, to anyone not following the course, and for a non-video lesson', async () => {
    const who = await enrolled();
    const classmate = await enrolled();
    assert.equal(
      (await call(classmate.session, 'GET', `/api/video-analytics/${course.video.id}?userId=${who.user.id}`))
        .statusCode,
      404,
    );
    assert.equal(
      (await call(stranger.session, 'GET', `/api/video-analytics/${course.video.id}`)).statusCode,
      404,
    );
    assert.equal((await call(stranger.session, 'POST', '/api/video-analytics', event())).statusCode, 404);
    const other = await createVideoCourse(app.db, { instructorId: course.createdById });
    for (const payload of [
      event({ videoId: course.pdf.id }),
      event({ videoId: other.video.id }),
      event({ courseId: other.id }),
      event({ videoId: 'nope' }),
    ]) {
      const res = await call(who.session, 'POST', '/api/video-analytics', payload);
      assert.equal(res.statusCode, 404, JSON.stringify(payload));
    }
    assert.equal((await call(who.session, 'GET', `/api/video-analytics/${course.text.id}`)).statusCode, 404);
    assert.equal((await call(who.session, 'GET', '/api/video-analytics/not-an-id')).statusCode, 404);
  });

  it('refuses unknown events and fields with 400, a signed-out call with 401', async () => {
    const who = await enrolled();
    for (const payload of [
      event({ event: 'rewind' }),
      event({ position: -1 }),
      event({ playbackRate: 16 }),
      event({ deviceType: 'television' }),
      event({ userId: who.user.id }),
      { videoId: course.video.id, courseId: course.id, event: 'play' },
    ]) {
      const res = await call(who.session, 'POST', '/api/video-analytics', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await call(await anonymous(app), 'POST', '/api/video-analytics', event())).statusCode, 401);
    assert.equal((await call(null, 'GET', `/api/video-analytics/${course.video.id}`)).statusCode, 401);
  });
});
