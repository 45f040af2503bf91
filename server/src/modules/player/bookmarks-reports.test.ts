// The player's bookmarks (docs/product/player.md#bookmark) and "Report Content"
// (docs/product/player.md#report-reasons).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Bookmark, ReportAnswer } from '@portal/shared-api/contract/player';
import { contentReports } from '../moderation/tables.ts';
import { playerBookmarks } from './tables.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createBookmarks, createPlayerCourse, type PlayerTestCourse } from './factory.ts';
import { setReportStatus } from '../moderation/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

type Method = 'GET' | 'POST' | 'DELETE';

describe('bookmarks and reports', () => {
  let app: FastifyInstance;
  let instructor: TestUser;
  let course: PlayerTestCourse;
  let stranger: TestSession;

  const call = (session: TestSession, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: session.headers, payload });
  /** A new learner enrolled in the course, signed in. */
  const enrolledStudent = async (...targets: { id: string }[]) => {
    const user = await createUser(app.db);
    for (const target of targets.length ? targets : [course]) await createEnrollment(app.db, user, target);
    return { user, session: await signIn(app, user.email, user.password) };
  };

  before(async () => {
    app = await createTestApp();
    instructor = await createUser(app.db, { role: 'instructor' });
    course = await createPlayerCourse(app.db, { instructorId: instructor.id });
    const other = await createUser(app.db);
    stranger = await signIn(app, other.email, other.password);
  });
  after(() => app.close());

  describe('bookmarks', () => {
    const add = (session: TestSession, payload: object) =>
      call(session, 'POST', '/api/player/bookmarks', payload);
    const list = (session: TestSession, courseId = course.id) =>
      call(session, 'GET', `/api/player/courses/${courseId}/bookmarks`);

    it('saves a moment with its note as plain text, trimmed', async () => {
      const { session } = await enrolledStudent();
      const res = await add(session, {
        lessonId: course.video.id,
        time: 7,
        note: '  <b>Key</b> idea &amp; more ',
      });
      assert.equal(res.statusCode, 201, res.body);
      const bookmark = res.json<Bookmark>();
      assert.deepEqual(
        [bookmark.lessonId, bookmark.lessonTitle, bookmark.note, bookmark.time],
        [course.video.id, 'Welcome video', 'Key idea & more', 7],
      );
      assert.ok(Date.parse(bookmark.createdAt) > 0);
      const bare = await add(session, { lessonId: course.video.id, time: 0 });
      assert.equal(bare.json<Bookmark>().note, '');
    });

    it('lists the caller’s own bookmarks of the course in lesson order, then by time', async () => {
      const { session } = await enrolledStudent();
      for (const [lesson, time] of [
        [course.text, 0],
        [course.video, 9],
        [course.video, 2],
      ] as const)
        assert.equal((await add(session, { lessonId: lesson.id, time })).statusCode, 201);
      const other = await enrolledStudent();
      await add(other.session, { lessonId: course.video.id, time: 5 });

      const res = await list(session);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        res.json<Bookmark[]>().map((b) => [b.lessonTitle, b.time]),
        [
          ['Welcome video', 2],
          ['Welcome video', 9],
          ['Reading', 0],
        ],
      );
      assert.equal((await list(other.session)).json<Bookmark[]>().length, 1);
    });

    it('answers 404 to someone who may not follow the course, for listing and for adding', async () => {
      assert.equal((await list(stranger)).statusCode, 404);
      assert.equal((await list(stranger, crypto.randomUUID())).statusCode, 404);
      assert.equal((await add(stranger, { lessonId: course.video.id, time: 1 })).statusCode, 404);
      const { session } = await enrolledStudent();
      assert.equal((await add(session, { lessonId: crypto.randomUUID(), time: 1 })).statusCode, 404);
    });

    it('deletes only the caller’s own bookmark: someone else’s or an unknown one is a 404', async () => {
      const { session } = await enrolledStudent();
      const other = await enrolledStudent();
      const bookmark = (await add(session, { lessonId: course.video.id, time: 4 })).json<Bookmark>();
      const url = `/api/player/bookmarks/${bookmark.id}`;
      assert.equal((await call(other.session, 'DELETE', url)).statusCode, 404);
      assert.equal((await call(stranger, 'DELETE', url)).statusCode, 404);
      assert.equal(
        (await call(session, 'DELETE', `/api/player/bookmarks/${crypto.randomUUID()}`)).statusCode,
        404,
      );
      assert.equal((await call(session, 'DELETE', '/api/player/bookmarks/not-a-uuid')).statusCode, 404);
      assert.equal((await list(session)).json<Bookmark[]>().length, 1, 'still there');
      const deleted = await call(session, 'DELETE', url);
      assert.equal(deleted.statusCode, 204);
      assert.equal(deleted.body, '');
      assert.equal((await call(session, 'DELETE', url)).statusCode, 404);
      assert.equal((await list(session)).json<Bookmark[]>().length, 0);
    });

    it('refuses unknown fields, a negative or fractional time and a long note with a 400', async () => {
      const { session } = await enrolledStudent();
      for (const payload of [
        { lessonId: course.video.id, time: 1, userId: crypto.randomUUID() },
        { lessonId: course.video.id, time: -1 },
        { lessonId: course.video.id, time: 1.5 },
        { lessonId: course.video.id, time: 1, note: 'x'.repeat(501) },
        { time: 1 },
      ]) {
        const res = await add(session, payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
      }
    });

    it('keeps at most 200 bookmarks per learner and lesson, with a 409 that says so', async () => {
      const { user, session } = await enrolledStudent();
      await createBookmarks(app.db, user, course.video, 200);
      const res = await add(session, { lessonId: course.video.id, time: 3 });
      assert.equal(res.statusCode, 409);
      assert.match(res.json().message, /200 bookmarks in this lesson/);
      assert.equal((await add(session, { lessonId: course.pdf.id, time: 0 })).statusCode, 201);
      const rows = await app.db.select().from(playerBookmarks).where(eq(playerBookmarks.userId, user.id));
      assert.equal(rows.length, 201);
    });

    it('answers 401 without a session', async () => {
      assert.equal((await list(await anonymous(app))).statusCode, 401);
    });
  });

  describe('reports', () => {
    const report = (session: TestSession, payload: object) =>
      call(session, 'POST', '/api/player/reports', payload);

    it('stores a report for the moderators with its details sanitised', async () => {
      const { user, session } = await enrolledStudent();
      const res = await report(session, {
        lessonId: course.video.id,
        reason: 'quality',
        description: '<p>Blurry <img src=x onerror=alert(1)><script>x()</script><strong>here</strong></p>',
      });
      assert.equal(res.statusCode, 201, res.body);
      const answer = res.json<ReportAnswer>();
      assert.equal(answer.status, 'open');
      const [stored] = await app.db.select().from(contentReports).where(eq(contentReports.id, answer.id));
      assert.deepEqual(
        [stored!.reporterId, stored!.courseId, stored!.lessonId, stored!.reason, stored!.description],
        [user.id, course.id, course.video.id, 'quality', '<p>Blurry <strong>here</strong></p>'],
      );
      const bare = await report(session, { lessonId: course.pdf.id, reason: 'other' });
      assert.equal(bare.statusCode, 201, 'details are optional');
    });

    it('takes one open report per learner and lesson: a second is a 409 until a moderator closes the first', async () => {
      const { session } = await enrolledStudent();
      const body = { lessonId: course.text.id, reason: 'misleading' };
      const first = await report(session, body);
      assert.equal(first.statusCode, 201);
      const twice = await report(session, { ...body, reason: 'copyright' });
      assert.equal(twice.statusCode, 409);
      assert.equal(
        twice.json().message,
        'You have already reported this content. A moderator will review it soon.',
      );
      await setReportStatus(app.db, first.json<ReportAnswer>().id, 'reviewing');
      assert.equal((await report(session, body)).statusCode, 409);
      await setReportStatus(app.db, first.json<ReportAnswer>().id, 'resolved');
      assert.equal((await report(session, body)).statusCode, 201);
      const other = await enrolledStudent();
      assert.equal((await report(other.session, body)).statusCode, 201, 'another learner may report it too');
    });

    it('refuses a reason not in the list and unknown fields with a 400', async () => {
      const { session } = await enrolledStudent();
      for (const payload of [
        { lessonId: course.video.id, reason: 'boring' },
        { lessonId: course.video.id, reason: 'quality', status: 'resolved' },
        { lessonId: course.video.id },
      ]) {
        const res = await report(session, payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
      }
    });

    it('answers 404 for a lesson the caller may not follow or that does not exist', async () => {
      const { session } = await enrolledStudent();
      assert.equal((await report(stranger, { lessonId: course.video.id, reason: 'other' })).statusCode, 404);
      assert.equal(
        (await report(session, { lessonId: crypto.randomUUID(), reason: 'other' })).statusCode,
        404,
      );
    });

    it('takes five reports an hour per learner, then a 429 with when to try again; a refused duplicate is not counted', async () => {
      const second = await createPlayerCourse(app.db, { instructorId: instructor.id });
      const { session } = await enrolledStudent(course, second);
      const lessons = [course.video, course.pdf, course.text, course.quiz, second.video, second.pdf];
      for (const lesson of lessons.slice(0, 4))
        assert.equal((await report(session, { lessonId: lesson.id, reason: 'other' })).statusCode, 201);
      const duplicate = await report(session, { lessonId: course.video.id, reason: 'other' });
      assert.equal(duplicate.statusCode, 409);
      assert.equal((await report(session, { lessonId: lessons[4]!.id, reason: 'other' })).statusCode, 201);
      const limited = await report(session, { lessonId: lessons[5]!.id, reason: 'other' });
      assert.equal(limited.statusCode, 429);
      assert.match(limited.json().message, /5 reports an hour/);
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= 3600, String(retryAfter));
      const other = await enrolledStudent(second);
      assert.equal(
        (await report(other.session, { lessonId: lessons[5]!.id, reason: 'other' })).statusCode,
        201,
        'the limit is per learner',
      );
    });
  });
});
