import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EnrolledCourse } from '@portal/shared-api/contract/enrollments';
import type { VideoProgress, VideoProgressAnswer } from '@portal/shared-api/contract/player';
import { lessonCompletions } from '../enrollments/tables.ts';
import { createCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createVideoCourse, saveVideoPosition, type VideoTestCourse } from './factory-video.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Learner = { user: TestUser; session: TestSession };

describe('video progress: POST /api/video-progress and the resume read', () => {
  let app: FastifyInstance;
  let instructor: TestUser;
  let course: VideoTestCourse;
  let author: TestSession;
  let admin: TestSession;
  let stranger: Learner;

  const call = (session: TestSession | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: session?.headers ?? {}, payload });
  const learner = async (): Promise<Learner> => {
    const user = await createUser(app.db);
    return { user, session: await signIn(app, user.email, user.password) };
  };
  const enrolled = async (target: { id: string } = course): Promise<Learner> => {
    const who = await learner();
    await createEnrollment(app.db, who.user, target);
    return who;
  };
  const body = (currentTime: number, lesson = course.video, duration = 12, target = course) => ({
    courseId: target.id,
    contentId: lesson.id,
    currentTime,
    duration,
  });
  const save = async (who: Learner, currentTime: number, lesson = course.video, duration = 12) => {
    const res = await call(who.session, 'POST', '/api/video-progress', body(currentTime, lesson, duration));
    assert.equal(res.statusCode, 200, res.body);
    return res.json<VideoProgressAnswer>();
  };
  const resumeUrl = (userId: string, lesson = course.video, target = course) =>
    `/api/video-progress/${target.id}/${lesson.id}/${userId}`;
  const enrolment = async (who: Learner, target: { id: string } = course) => {
    const res = await call(who.session, 'GET', `/api/enrollments/details/${target.id}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<EnrolledCourse>();
  };
  const isLessonDone = async (who: Learner, lesson = course.video) =>
    (
      await app.db
        .select()
        .from(lessonCompletions)
        .where(and(eq(lessonCompletions.userId, who.user.id), eq(lessonCompletions.lessonId, lesson.id)))
    ).length === 1;

  before(async () => {
    app = await createTestApp();
    instructor = await createUser(app.db, { role: 'instructor' });
    course = await createVideoCourse(app.db, { instructorId: instructor.id });
    author = await signIn(app, instructor.email, instructor.password);
    const boss = await createUser(app.db, { role: 'administrator' });
    admin = await signIn(app, boss.email, boss.password);
    stranger = await learner();
  });
  after(() => app.close());

  it('saves the position with its share, and answers the same to the same body (idempotent)', async () => {
    const who = await enrolled();
    const first = await save(who, 6);
    assert.deepEqual(
      { ...first, progress: { ...first.progress, lastWatched: 'x' } },
      {
        progress: {
          courseId: course.id,
          contentId: course.video.id,
          userId: who.user.id,
          currentTime: 6,
          duration: 12,
          progressPercentage: 50,
          completed: false,
          lastWatched: 'x',
        },
        lessonCompleted: false,
        courseProgress: 0,
      },
    );
    const again = await save(who, 6);
    assert.deepEqual(
      { ...again, progress: { ...again.progress, lastWatched: 'x' } },
      {
        ...first,
        progress: { ...first.progress, lastWatched: 'x' },
      },
    );
    assert.equal(await isLessonDone(who), false);
  });

  it('resumes at the latest position while the percentage never goes down', async () => {
    const who = await enrolled();
    assert.equal((await save(who, 7.25)).progress.progressPercentage, 60);
    const back = await save(who, 3);
    assert.equal(back.progress.currentTime, 3);
    assert.equal(back.progress.progressPercentage, 60);
    assert.equal(back.lessonCompleted, false);
    const res = await call(who.session, 'GET', resumeUrl(who.user.id));
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json<VideoProgress>();
    assert.deepEqual(
      [saved.currentTime, saved.duration, saved.progressPercentage, saved.completed],
      [3, 12, 60, false],
    );
    assert.ok(Date.parse(saved.lastWatched) > Date.now() - 60_000);
    // Fractions survive the round trip as sent.
    assert.equal((await save(who, 6.5)).progress.currentTime, 6.5);
  });

  it('completes the lesson at 90 %, raises the enrolment’s progress, and keeps it completed', async () => {
    const who = await enrolled();
    const below = await save(who, 10.7);
    assert.deepEqual([below.progress.progressPercentage, below.lessonCompleted], [89, false]);
    assert.equal((await enrolment(who)).Progress, 0);

    const done = await save(who, 10.8);
    assert.deepEqual([done.progress.progressPercentage, done.progress.completed], [90, true]);
    assert.deepEqual([done.lessonCompleted, done.courseProgress], [true, 25]);
    assert.equal(await isLessonDone(who), true);
    const after90 = await enrolment(who);
    assert.deepEqual([after90.Progress, after90.CompletedLessons, after90.Status], [25, 1, 'in_progress']);

    // Rewatching from the start: the position moves, the completion and the course's share stay.
    const rewatch = await save(who, 1);
    assert.deepEqual(
      [rewatch.progress.currentTime, rewatch.progress.progressPercentage, rewatch.progress.completed],
      [1, 90, true],
    );
    assert.deepEqual([rewatch.lessonCompleted, rewatch.courseProgress], [true, 25]);
    assert.equal((await enrolment(who)).CompletedLessons, 1);
  });

  it('counts the end of the video as watched, and clamps a position past the end', async () => {
    const who = await enrolled();
    const end = await save(who, 11.6, course.second);
    assert.deepEqual([end.progress.progressPercentage, end.lessonCompleted], [100, true]);
    const past = await save(who, 30, course.video);
    assert.deepEqual([past.progress.currentTime, past.progress.progressPercentage], [12, 100]);
    assert.deepEqual([past.lessonCompleted, past.courseProgress], [true, 50]);
  });

  it('records the video as the enrolment’s last lesson, so Continue comes back to it', async () => {
    const who = await enrolled();
    await save(who, 4, course.second);
    const row = await enrolment(who);
    assert.equal(row.LastLessonId, course.second.id);
    assert.ok(row.LastAccessedAt && Date.parse(row.LastAccessedAt) > Date.now() - 60_000);
  });

  it('completes the course when its last lesson is watched', async () => {
    const single = await createCourse(app.db, {
      instructorId: instructor.id,
      priceCents: 0,
      sections: [{ lessons: [{ title: 'Only video', type: 'video' }] }],
    });
    const who = await enrolled(single);
    const res = await call(who.session, 'POST', '/api/video-progress', {
      courseId: single.id,
      contentId: single.lessons[0]!.id,
      currentTime: 12,
      duration: 12,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<VideoProgressAnswer>().courseProgress, 100);
    const done = await enrolment(who, single);
    assert.deepEqual([done.Status, done.Progress], ['completed', 100]);
  });

  it('answers null before the first save; an administrator may read anyone’s, another learner no one’s', async () => {
    const who = await enrolled();
    const none = await call(who.session, 'GET', resumeUrl(who.user.id, course.second));
    assert.equal(none.statusCode, 200);
    assert.equal(none.json(), null);

    await saveVideoPosition(app.db, who.user, course, course.second, { currentTime: 5 });
    assert.equal((await call(admin, 'GET', resumeUrl(who.user.id, course.second))).json().currentTime, 5);
    const classmate = await enrolled();
    assert.equal((await call(classmate.session, 'GET', resumeUrl(who.user.id))).statusCode, 404);
    assert.equal((await call(who.session, 'GET', resumeUrl(UNKNOWN))).statusCode, 404);
    assert.equal((await call(who.session, 'GET', resumeUrl('1'))).statusCode, 404);
  });

  it('answers 404 to anyone who may not follow the course, whatever they send', async () => {
    const notEnrolled = await call(stranger.session, 'POST', '/api/video-progress', body(3));
    assert.equal(notEnrolled.statusCode, 404);
    assert.equal(notEnrolled.json().message, 'The requested course could not be found.');
    assert.equal((await call(stranger.session, 'GET', resumeUrl(stranger.user.id))).statusCode, 404);

    // Enrolled in a paid course never bought (nor covered by a plan): no access, no progress.
    const paid = await createVideoCourse(app.db, { instructorId: instructor.id, priceCents: 4900 });
    const lapsed = await enrolled(paid);
    const res = await call(lapsed.session, 'POST', '/api/video-progress', body(3, paid.video, 12, paid));
    assert.equal(res.statusCode, 404);

    // Unpublished: even an enrolled learner gets nothing.
    const draft = await createVideoCourse(app.db, { instructorId: instructor.id, published: false });
    const early = await enrolled(draft);
    assert.equal(
      (await call(early.session, 'POST', '/api/video-progress', body(3, draft.video, 12, draft))).statusCode,
      404,
    );
  });

  it('answers 404 for a lesson that is not a video of that course, and for malformed ids', async () => {
    const who = await enrolled();
    const other = await createVideoCourse(app.db, { instructorId: instructor.id });
    for (const payload of [
      body(1, course.pdf),
      body(1, course.text),
      body(1, other.video),
      { ...body(1), contentId: UNKNOWN },
      { ...body(1), contentId: 'not-an-id' },
      { ...body(1), courseId: 'not-an-id' },
    ]) {
      const res = await call(who.session, 'POST', '/api/video-progress', payload);
      assert.equal(res.statusCode, 404, JSON.stringify(payload));
    }
    assert.equal(
      (await call(who.session, 'GET', `/api/video-progress/${course.id}/${course.pdf.id}/${who.user.id}`))
        .statusCode,
      404,
    );
  });

  it('refuses unknown fields and impossible numbers with 400, a signed-out call with 401', async () => {
    const who = await enrolled();
    for (const payload of [
      { ...body(1), watchedBy: who.user.id },
      { ...body(1), userId: { id: 1 } },
      { ...body(1), progressPercentage: 101 },
      body(-1),
      body(1, course.video, 0),
      { courseId: course.id, contentId: course.video.id, currentTime: 1 },
    ]) {
      const res = await call(who.session, 'POST', '/api/video-progress', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await call(await anonymous(app), 'POST', '/api/video-progress', body(1))).statusCode, 401);
  });

  it('takes the whole progress the product’s client sends, but saves it for the caller with its own share', async () => {
    const who = await enrolled();
    const other = await enrolled();
    const res = await call(who.session, 'POST', '/api/video-progress', {
      ...body(3),
      userId: other.user.id,
      progressPercentage: 100,
      completed: true,
      lastWatched: '2001-01-01T00:00:00.000Z',
    });
    assert.equal(res.statusCode, 200, res.body);
    const { progress, lessonCompleted } = res.json<VideoProgressAnswer>();
    assert.deepEqual(
      [progress.userId, progress.progressPercentage, progress.completed, lessonCompleted],
      [who.user.id, 25, false, false],
    );
    assert.ok(Date.parse(progress.lastWatched) > Date.now() - 60_000);
    assert.equal(await isLessonDone(who), false);
    const theirs = await call(other.session, 'GET', resumeUrl(other.user.id));
    assert.equal(theirs.statusCode, 200, theirs.body);
    assert.equal(theirs.json(), null, 'nothing was saved for the user named in the body');
  });

  it('lets the author preview: a resume point, but no enrolment to move', async () => {
    const res = await call(author, 'POST', '/api/video-progress', body(6));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      [res.json<VideoProgressAnswer>().progress.progressPercentage, res.json().courseProgress],
      [50, 0],
    );
    // Enrolled in a course of their own still being written: watched, but nothing to move either.
    const draft = await createVideoCourse(app.db, { instructorId: instructor.id, published: false });
    await createEnrollment(app.db, instructor, draft);
    const own = await call(author, 'POST', '/api/video-progress', body(12, draft.video, 12, draft));
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual([own.json().lessonCompleted, own.json().courseProgress], [true, 0]);
  });

  it('takes saves that arrive together (a pagehide racing the 10-second save) without an error', async () => {
    const who = await enrolled();
    const answers = await Promise.all(
      [2, 4, 11, 6, 8].map((time) => call(who.session, 'POST', '/api/video-progress', body(time))),
    );
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [200, 200, 200, 200, 200],
    );
    const saved = (await call(who.session, 'GET', resumeUrl(who.user.id))).json<VideoProgress>();
    assert.equal(saved.progressPercentage, 92);
    assert.equal(saved.completed, true);
    assert.equal((await enrolment(who)).CompletedLessons, 1);
  });
});
