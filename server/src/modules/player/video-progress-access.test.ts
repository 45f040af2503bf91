import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { VideoProgress, VideoProgressAnswer } from '@portal/shared-api/contract/player';
import { createEnrollment } from '../enrollments/factory.ts';
import type { TestUser } from '../users/factory.ts';
import { createVideoCourse, saveVideoPosition, type VideoTestCourse } from './factory-video.ts';
import { anonymous, type TestSession } from '../../testing/app.ts';
import { videoProgressKit, type Learner } from './test-kit.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('video progress: who may save and read it, and what a body may hold', () => {
  const kit = videoProgressKit();
  const { call, enrolled, body, resumeUrl, enrolment, isLessonDone } = kit;
  let app: FastifyInstance;
  let instructor: TestUser;
  let course: VideoTestCourse;
  let author: TestSession;
  let admin: TestSession;
  let stranger: Learner;
  before(async () => {
    ({ app, instructor, course, author, admin, stranger } = await kit.start());
  });
  after(() => kit.stop());

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
