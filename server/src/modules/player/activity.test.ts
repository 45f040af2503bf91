import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { CourseNote } from '@portal/shared-api/contract/course-notes';
import type {
  Bookmark,
  QuizAttemptResult,
  VideoAnalyticsAnswer,
  VideoProgress,
  VideoProgressAnswer,
} from '@portal/shared-api/contract/player';
import { createEnrollment } from '../enrollments/factory.ts';
import { createPlayerCourse, type PlayerTestCourse } from './factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';

describe('player activity: video progress, analytics, quizzes, bookmarks, reports, notes and media', () => {
  let app: FastifyInstance;
  let course: PlayerTestCourse;
  let learner: TestUser;
  let student: TestSession;
  let stranger: TestSession;
  let uploadDir: string;

  const call = (
    session: TestSession | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = {},
  ) => app.inject({ method, url, headers: { ...(session?.headers ?? {}), ...headers }, payload });
  const progress = (session: TestSession, currentTime: number, duration = 12) =>
    call(session, 'POST', '/api/video-progress', {
      courseId: course.id,
      contentId: course.video.id,
      currentTime,
      duration,
    });

  before(async () => {
    uploadDir = join(mkdtempSync(join(tmpdir(), 'player-')), 'uploads');
    app = await createTestApp({ uploadDir });
    const instructor = await createUser(app.db, { role: 'instructor' });
    course = await createPlayerCourse(app.db, { instructorId: instructor.id, uploadDir });
    learner = await createUser(app.db);
    await createEnrollment(app.db, learner, course);
    student = await signIn(app, learner.email, learner.password);
    const other = await createUser(app.db);
    stranger = await signIn(app, other.email, other.password);
  });
  after(() => app.close());

  it('keeps the latest position to resume and a percentage that never goes down, idempotently', async () => {
    const first = await progress(student, 6);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json<VideoProgressAnswer>().progress.progressPercentage, 50);
    assert.equal((await progress(student, 6)).json<VideoProgressAnswer>().progress.progressPercentage, 50);
    const back = (await progress(student, 3)).json<VideoProgressAnswer>();
    assert.equal(back.progress.currentTime, 3);
    assert.equal(back.progress.progressPercentage, 50);
    assert.equal(back.lessonCompleted, false);
    const saved = await call(
      student,
      'GET',
      `/api/video-progress/${course.id}/${course.video.id}/${learner.id}`,
    );
    assert.equal(saved.json<VideoProgress>().currentTime, 3);
  });

  it('completes the lesson at 90 % and raises the course percentage, once', async () => {
    const done = (await progress(student, 10.8)).json<VideoProgressAnswer>();
    assert.equal(done.lessonCompleted, true);
    assert.equal(done.courseProgress, 25);
    const again = (await progress(student, 1)).json<VideoProgressAnswer>();
    assert.equal(again.progress.completed, true);
    assert.equal(again.courseProgress, 25);
    const player = await call(student, 'GET', `/api/player/courses/${course.slug}`);
    assert.equal(player.json().sections[0].contents[0].completed, true);
  });

  it('answers 404 for another user’s id, a stranger, a non-video lesson; 400 for unknown fields', async () => {
    assert.equal(
      (await call(stranger, 'GET', `/api/video-progress/${course.id}/${course.video.id}/${learner.id}`))
        .statusCode,
      404,
    );
    assert.equal((await progress(stranger, 1)).statusCode, 404);
    const pdf = await call(student, 'POST', '/api/video-progress', {
      courseId: course.id,
      contentId: course.pdf.id,
      currentTime: 1,
      duration: 10,
    });
    assert.equal(pdf.statusCode, 404);
    const extra = await call(student, 'POST', '/api/video-progress', {
      courseId: course.id,
      contentId: course.video.id,
      currentTime: 1,
      duration: 10,
      score: 100,
    });
    assert.equal(extra.statusCode, 400);
    assert.equal(extra.json().message, 'Unknown field: score');
  });

  it('records playback events with the device and browser of the request', async () => {
    const body = {
      videoId: course.video.id,
      courseId: course.id,
      event: 'play',
      position: 0,
      deviceType: 'tablet',
    };
    assert.equal(
      (await call(student, 'POST', '/api/video-analytics', body, { 'user-agent': PHONE })).statusCode,
      201,
    );
    await call(
      student,
      'POST',
      '/api/video-analytics',
      { ...body, event: 'seek', from: 1, position: 8 },
      { 'user-agent': CHROME },
    );
    const res = await call(student, 'GET', `/api/video-analytics/${course.video.id}?userId=${learner.id}`);
    const answer = res.json<VideoAnalyticsAnswer>();
    assert.deepEqual(answer.totals, { plays: 1, pauses: 0, seeks: 1, completions: 0 });
    assert.deepEqual(answer.events.map((e) => [e.event, e.deviceType, e.browserType]).sort(), [
      ['play', 'mobile', 'Safari'],
      ['seek', 'desktop', 'Chrome'],
    ]);
    assert.equal(
      (await call(stranger, 'GET', `/api/video-analytics/${course.video.id}?userId=${learner.id}`))
        .statusCode,
      404,
    );
  });

  it('marks a quiz on the server: a wrong answer fails, an exact multiple-choice set passes and completes it', async () => {
    const url = `/api/quizzes/${course.quiz.id}/attempts`;
    const { single, multiple } = course.questions;
    const failed = await call(student, 'POST', url, { answers: { [single]: [1], [multiple]: [0] } });
    assert.equal(failed.statusCode, 201, failed.body);
    const fail = failed.json<QuizAttemptResult>();
    assert.deepEqual([fail.score, fail.passed, fail.lessonCompleted], [50, false, false]);
    assert.deepEqual(fail.questions[1]?.correctOptions, [0, 2]);
    const passed = (
      await call(student, 'POST', url, { answers: { [single]: [1], [multiple]: [2, 0] } })
    ).json<QuizAttemptResult>();
    assert.deepEqual([passed.score, passed.passed, passed.bestScore, passed.attempts], [100, true, 100, 2]);
    assert.equal(passed.lessonCompleted, true);
    assert.equal(passed.courseProgress, 50);
    assert.equal((await call(student, 'GET', url)).json().length, 2);
  });

  it('refuses answers it cannot mark with a clear 400, and a stranger with a 404', async () => {
    const url = `/api/quizzes/${course.quiz.id}/attempts`;
    const { single } = course.questions;
    for (const answers of [{}, { [single]: [7] }, { [single]: [0, 1] }, { 'not-a-question': [0] }]) {
      const res = await call(student, 'POST', url, { answers });
      assert.equal(res.statusCode, 400, JSON.stringify(answers));
      assert.ok(res.json().message.length > 10);
    }
    assert.equal((await call(stranger, 'POST', url, { answers: { [single]: [1] } })).statusCode, 404);
    assert.equal(
      (await call(student, 'POST', `/api/quizzes/${course.text.id}/attempts`, { answers: { [single]: [1] } }))
        .statusCode,
      404,
    );
  });

  it('keeps bookmarks per learner: another learner cannot delete one', async () => {
    const created = await call(student, 'POST', '/api/player/bookmarks', {
      lessonId: course.video.id,
      time: 7,
      note: '<b>Key</b> idea',
    });
    assert.equal(created.statusCode, 201, created.body);
    const bookmark = created.json<Bookmark>();
    assert.equal(bookmark.note, 'Key idea');
    const list = await call(student, 'GET', `/api/player/courses/${course.id}/bookmarks`);
    assert.deepEqual(
      list.json<Bookmark[]>().map((b) => [b.lessonTitle, b.time]),
      [['Welcome video', 7]],
    );
    assert.equal((await call(stranger, 'DELETE', `/api/player/bookmarks/${bookmark.id}`)).statusCode, 404);
    assert.equal(
      (await call(stranger, 'POST', '/api/player/bookmarks', { lessonId: course.video.id, time: 1 }))
        .statusCode,
      404,
    );
    assert.equal((await call(student, 'DELETE', `/api/player/bookmarks/${bookmark.id}`)).statusCode, 204);
  });

  it('stores a report once per lesson while open, sanitised', async () => {
    const body = {
      lessonId: course.video.id,
      reason: 'quality',
      description: '<p>Blurry <img src=x onerror=alert(1)></p>',
    };
    assert.equal((await call(student, 'POST', '/api/player/reports', body)).statusCode, 201);
    const twice = await call(student, 'POST', '/api/player/reports', body);
    assert.equal(twice.statusCode, 409);
    assert.match(twice.json().message, /already reported/);
    assert.equal(
      (await call(student, 'POST', '/api/player/reports', { ...body, reason: 'boring' })).statusCode,
      400,
    );
    assert.equal((await call(stranger, 'POST', '/api/player/reports', body)).statusCode, 404);
  });

  it('saves notes with a lesson and a moment, sanitised, and keeps them to their author', async () => {
    const created = await call(student, 'POST', '/api/course-notes', {
      Title: 'Notes: Welcome video',
      Content: '<p>Remember <script>x()</script><strong>this</strong></p>',
      CourseId: course.id,
      LessonId: course.video.id,
      Timestamp: 7,
    });
    assert.equal(created.statusCode, 201, created.body);
    const note = created.json<CourseNote>();
    assert.equal(note.Content, '<p>Remember <strong>this</strong></p>');
    assert.equal(note.LessonTitle, 'Welcome video');
    const lesson = await call(student, 'GET', `/api/course-notes/lesson/${course.video.id}`);
    assert.deepEqual(
      lesson.json<CourseNote[]>().map((n) => n.Timestamp),
      [7],
    );
    const blank = await call(student, 'POST', '/api/course-notes', {
      Title: 'x',
      Content: '<p> </p>',
      CourseId: course.id,
    });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, 'Please enter note content');
    const untitled = await call(student, 'POST', '/api/course-notes', {
      Title: '',
      Content: '<p>x</p>',
      CourseId: course.id,
    });
    assert.equal(untitled.json().message, 'Please enter note title');
    assert.equal((await call(stranger, 'GET', `/api/course-notes/${note.Id}`)).statusCode, 404);
    assert.equal((await call(stranger, 'DELETE', `/api/course-notes/${note.Id}`)).statusCode, 404);
    assert.equal(
      (await call(stranger, 'GET', `/api/course-notes/course/${course.id}?userId=${learner.id}`)).statusCode,
      404,
    );
    const changed = await call(student, 'PUT', `/api/course-notes/${note.Id}`, {
      Title: 'Renamed',
      Content: '<p>ok</p>',
      CourseId: course.id,
    });
    assert.equal(changed.json<CourseNote>().Title, 'Renamed');
    assert.equal((await call(student, 'DELETE', `/api/course-notes/${note.Id}`)).json(), true);
  });

  it('serves the stream’s renditions with Range to an enrolled learner only', async () => {
    const rendition = course.stream.url.replace('manifest.mpd', 'video-720p.mp4');
    const range = await call(student, 'GET', rendition, undefined, { range: 'bytes=0-99' });
    assert.equal(range.statusCode, 206);
    assert.equal(range.rawPayload.length, 100);
    assert.equal(range.headers['content-type'], 'video/mp4');
    const manifest = await call(student, 'GET', course.stream.url);
    assert.match(String(manifest.headers['content-type']), /dash\+xml/);
    assert.equal(
      (await call(stranger, 'GET', rendition, undefined, { range: 'bytes=0-99' })).statusCode,
      404,
    );
    assert.equal((await call(null, 'GET', rendition)).statusCode, 404);
  });
});
