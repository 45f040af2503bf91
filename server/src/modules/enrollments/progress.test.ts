import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CERTIFICATE_VALID_DAYS, certificateDownloadPath } from '@portal/shared-api/contract/certificates';
import { ENROLLMENT_TEXTS, type EnrolledCourse } from '@portal/shared-api/contract/enrollments';
import { certificates } from '../certificates/tables.ts';
import { enrollments } from './tables.ts';
import { recalculateEnrollment } from './progress.ts';
import { createCourse, lessonSections, type TestCourse } from '../catalog/factory.ts';
import { completeLessons } from './factory.ts';
import { createCertificate } from '../certificates/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const DAY = 86_400_000;

describe('enrolment progress and completion', () => {
  let app: FastifyInstance;
  let instructor: TestUser;
  let four: TestCourse;
  let five: TestCourse;
  let ten: TestCourse;

  const call = (session: TestSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/enrollments/${url}`, headers: session.headers, payload });
  const progress = async (session: TestSession, course: { id: string }, payload: object) => {
    const res = await call(session, 'PUT', `progress/${course.id}`, payload);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<EnrolledCourse>();
  };
  const complete = (session: TestSession, course: { id: string }) =>
    call(session, 'POST', `complete/${course.id}`);
  const certificatesOf = (user: { id: string }, course: { id: string }) =>
    app.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, user.id), eq(certificates.courseId, course.id)));
  /** A new student enrolled in the course, who completed its first `done` lessons. */
  const student = async (course: TestCourse, done = 0) => {
    const user = await createUser(app.db);
    const session = await signIn(app, user.email, user.password);
    assert.equal((await call(session, 'POST', 'enroll-free', { courseId: course.id })).statusCode, 201);
    for (const lesson of course.lessons.slice(0, done))
      await progress(session, course, { lessonId: lesson.id, completed: true });
    return { user, session };
  };

  before(async () => {
    app = await createTestApp();
    instructor = await createUser(app.db, { role: 'instructor' });
    const free = { instructorId: instructor.id, priceCents: 0 };
    four = await createCourse(app.db, { ...free, title: 'Four', sections: lessonSections(2, 2) });
    five = await createCourse(app.db, { ...free, sections: lessonSections(5) });
    ten = await createCourse(app.db, { ...free, sections: lessonSections(4, 3, 3) });
  });
  after(async () => {
    await app.close();
  });

  it('records the lesson opened last without completing anything', async () => {
    const { session } = await student(four);
    const before = Date.now();
    const opened = await progress(session, four, { lessonId: four.lessons[2]!.id });
    assert.equal(opened.LastLessonId, four.lessons[2]!.id);
    assert.ok(Date.parse(opened.LastAccessedAt!) >= before - 1000);
    assert.deepEqual([opened.Progress, opened.Status, opened.CompletedLessons], [0, 'not_started', 0]);
  });

  it('computes progress from the lessons completed: 3 of 4 is 75 %, and undoing one gives 50 %', async () => {
    const { session } = await student(four, 3);
    const [item] = (await call(session, 'GET', 'user')).json<EnrolledCourse[]>();
    assert.deepEqual(
      [item!.Progress, item!.Status, item!.CompletedLessons, item!.TotalLessons],
      [75, 'in_progress', 3, 4],
    );
    assert.deepEqual(item!.NextLesson, { Id: four.lessons[3]!.id, Title: four.lessons[3]!.title });
    const undone = await progress(session, four, { lessonId: four.lessons[0]!.id, completed: false });
    assert.deepEqual([undone.Progress, undone.CompletedLessons], [50, 2]);
    assert.deepEqual(undone.NextLesson, { Id: four.lessons[0]!.id, Title: four.lessons[0]!.title });
    const again = await progress(session, four, { lessonId: four.lessons[1]!.id, completed: true });
    assert.equal(again.Progress, 50, 'completing a lesson twice counts it once');
  });

  it('refuses a lesson of another course, a malformed lesson or completed without a lesson with 400', async () => {
    const { session } = await student(four);
    for (const payload of [{ lessonId: five.lessons[0]!.id, completed: true }, { lessonId: 'nope' }]) {
      const res = await call(session, 'PUT', `progress/${four.id}`, payload);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, ENROLLMENT_TEXTS.lessonNotInCourse);
    }
    assert.equal((await call(session, 'PUT', `progress/${four.id}`, { completed: true })).statusCode, 400);
  });

  it('never takes a percentage, a status or an empty body from the client', async () => {
    const { session } = await student(four);
    for (const payload of [
      { status: 'completed' },
      { Progress: 90, paused: false },
      { progress: 'all' },
      {},
    ]) {
      const res = await call(session, 'PUT', `progress/${four.id}`, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    const claimed = await progress(session, four, { progress: 100 });
    assert.deepEqual([claimed.Progress, claimed.Status], [0, 'not_started'], 'a sent percentage is ignored');
  });

  it('takes the product’s {courseId, lessonId, progress}: the lesson counts, the course is the path’s', async () => {
    const { session } = await student(four, 1);
    const res = await call(session, 'PUT', `progress/${four.id}`, {
      courseId: five.id,
      lessonId: four.lessons[1]!.id,
      progress: 100,
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json<EnrolledCourse>();
    assert.deepEqual(
      [saved.Id, saved.LastLessonId, saved.Progress, saved.Status],
      [four.id, four.lessons[1]!.id, 25, 'in_progress'],
    );
    const unknown = await call(session, 'PUT', `progress/${four.id}`, {
      lessonId: four.lessons[1]!.id,
      score: 1,
    });
    assert.equal(unknown.json().message, 'Unknown field: score');
  });

  it('answers 404 to progress in a course the user is not enrolled in', async () => {
    const user = await createUser(app.db);
    const session = await signIn(app, user.email, user.password);
    const res = await call(session, 'PUT', `progress/${four.id}`, {
      lessonId: four.lessons[0]!.id,
      completed: true,
    });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, ENROLLMENT_TEXTS.courseNotFound);
  });

  it('pauses a course, and resumes it on any lesson activity or on request', async () => {
    const { session } = await student(four, 1);
    assert.equal((await progress(session, four, { paused: true })).Status, 'paused');
    assert.equal((await progress(session, four, { lessonId: four.lessons[1]!.id })).Status, 'in_progress');
    await progress(session, four, { paused: true });
    const resumed = await progress(session, four, { paused: false });
    assert.deepEqual([resumed.Status, resumed.Progress], ['in_progress', 25]);
  });

  it('completes the course and issues its certificate when the last lesson is completed', async () => {
    const { user, session } = await student(four, 3);
    const done = await progress(session, four, { lessonId: four.lessons[3]!.id, completed: true });
    assert.deepEqual([done.Progress, done.Status], [100, 'completed']);
    assert.ok(done.CompletedAt);
    const [certificate] = await certificatesOf(user, four);
    assert.equal(certificate?.status, 'issued');
    assert.equal(done.CertificateUrl, certificateDownloadPath(certificate!.id));
    assert.equal(certificate.title, 'Certificate of Completion: Four');
  });

  it('refuses Mark as Complete at 80 % or less with 409', async () => {
    for (const [course, done] of [
      [four, 3],
      [five, 4],
    ] as const) {
      const { user, session } = await student(course, done);
      const res = await complete(session, course);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, ENROLLMENT_TEXTS.completeTooEarly);
      assert.deepEqual(await certificatesOf(user, course), []);
    }
  });

  it('marks a course above 80 % complete once, issuing one certificate valid two years', async () => {
    const { user, session } = await student(ten, 9);
    const res = await complete(session, ten);
    assert.equal(res.statusCode, 200, res.body);
    const done = res.json<EnrolledCourse>();
    assert.deepEqual([done.Progress, done.Status, done.CompletedLessons], [100, 'completed', 9]);
    const [certificate, ...more] = await certificatesOf(user, ten);
    assert.deepEqual(more, []);
    assert.equal(certificate!.status, 'issued');
    assert.match(certificate!.verificationCode, /^[0-9A-F]{24}$/);
    const validFor = certificate!.expiryDate!.getTime() - certificate!.issueDate!.getTime();
    assert.equal(validFor, CERTIFICATE_VALID_DAYS * DAY);
    assert.equal(done.CertificateUrl, certificateDownloadPath(certificate!.id));

    const again = await complete(session, ten);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), done);
    assert.equal((await certificatesOf(user, ten)).length, 1);
    const [stored] = await app.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    assert.equal(stored!.progress, 90, 'the stored progress stays the real share');
  });

  it('keeps a completed course completed when lessons are undone, and answers Mark as Complete with it', async () => {
    const { session } = await student(ten, 9);
    const done = (await complete(session, ten)).json<EnrolledCourse>();
    for (const lesson of ten.lessons.slice(0, 3))
      await progress(session, ten, { lessonId: lesson.id, completed: false });
    const res = await complete(session, ten);
    assert.equal(res.statusCode, 200, res.body);
    const after = res.json<EnrolledCourse>();
    assert.deepEqual(
      [after.Status, after.Progress, after.CompletedAt, after.CompletedLessons],
      ['completed', 100, done.CompletedAt, 6],
    );
  });

  it('completes a course again on return without touching the certificate already issued', async () => {
    const { user, session } = await student(four, 4);
    const [issued] = await certificatesOf(user, four);
    await app.inject({
      method: 'DELETE',
      url: `/api/enrollments/unenroll/${four.id}`,
      headers: session.headers,
    });
    const back = await call(session, 'POST', 'enroll-free', { courseId: four.id });
    assert.equal(back.json<EnrolledCourse>().Status, 'completed');
    assert.deepEqual(await certificatesOf(user, four), [issued]);
  });

  it('turns a pending certificate into an issued one on completion, keeping its code', async () => {
    const { user, session } = await student(ten, 9);
    const pending = await createCertificate(app.db, user, ten, { status: 'pending', issueDate: null });
    assert.equal((await complete(session, ten)).statusCode, 200);
    const [certificate, ...more] = await certificatesOf(user, ten);
    assert.deepEqual(more, []);
    assert.deepEqual(
      [certificate!.id, certificate!.status, certificate!.verificationCode],
      [pending.id, 'issued', pending.verificationCode],
    );
  });

  it('recalculates an enrolment outside HTTP, as the player will after a video is watched', async () => {
    const { user, session } = await student(five);
    await completeLessons(app.db, user, five.lessons.slice(0, 2));
    assert.equal(await recalculateEnrollment(app.deps, user.id, five.id), true);
    const [item] = (await call(session, 'GET', 'user')).json<EnrolledCourse[]>();
    assert.deepEqual([item!.Progress, item!.Status], [40, 'in_progress']);
    const stranger = await createUser(app.db);
    assert.equal(await recalculateEnrollment(app.deps, stranger.id, five.id), false);
  });
});
