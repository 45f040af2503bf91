import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { VideoProgress, VideoProgressAnswer } from '@portal/shared-api/contract/player';
import { createCourse } from '../catalog/factory.ts';
import type { TestUser } from '../users/factory.ts';
import type { VideoTestCourse } from './factory-video.ts';
import { videoProgressKit } from './test-kit.ts';

describe('video progress: saving the position, completing the lesson and the course', () => {
  const kit = videoProgressKit();
  const { call, enrolled, save, resumeUrl, enrolment, isLessonDone } = kit;
  let app: FastifyInstance;
  let instructor: TestUser;
  let course: VideoTestCourse;
  before(async () => {
    ({ app, instructor, course } = await kit.start());
  });
  after(() => kit.stop());

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
});
