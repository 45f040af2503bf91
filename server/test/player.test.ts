import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { PlayerCourse, PlayerPreferences } from '@portal/shared-api/contract/player';
import { createEnrollment } from './factories/learning.ts';
import { createPlayerCourse, type PlayerTestCourse } from './factories/player.ts';
import { createUser, type TestUser } from './factories/users.ts';
import { createTestApp, signIn, type TestSession } from './helpers.ts';

describe('player: the course as the player reads it, and the remembered settings', () => {
  let app: FastifyInstance;
  let instructor: TestUser;
  let course: PlayerTestCourse;
  let student: TestSession;
  let stranger: TestSession;

  const get = (session: TestSession, url: string) =>
    app.inject({ method: 'GET', url, headers: session.headers });
  const put = (session: TestSession, url: string, payload: object) =>
    app.inject({ method: 'PUT', url, headers: session.headers, payload });

  before(async () => {
    app = await createTestApp();
    instructor = await createUser(app.db, { role: 'instructor' });
    course = await createPlayerCourse(app.db, { instructorId: instructor.id });
    const learner = await createUser(app.db);
    await createEnrollment(app.db, learner, course, { lastLessonId: course.text.id });
    student = await signIn(app, learner.email, learner.password);
    const other = await createUser(app.db);
    stranger = await signIn(app, other.email, other.password);
  });
  after(() => app.close());

  it('gives an enrolled student every section and lesson type, the last lesson, and no quiz answers', async () => {
    const res = await get(student, `/api/player/courses/${course.slug}`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<PlayerCourse>();
    assert.deepEqual(
      body.sections.map((s) => [s.title, s.contents.map((c) => c.type)]),
      [
        ['Start here', ['video', 'pdf', 'text']],
        ['Check', ['quiz']],
        ['Coming soon', []],
      ],
    );
    const [video, pdf, text] = body.sections[0]!.contents;
    assert.match(video!.streamUrl!, /^\/public\/upload\/streams\/test-\d+\/manifest\.mpd$/);
    assert.equal(video!.transcriptions[0]?.label, 'English');
    assert.ok(pdf!.url);
    assert.equal(
      text!.html,
      '<h2>Read me</h2><p>Safe <a rel="noopener noreferrer nofollow" target="_blank">bad</a></p>',
    );
    const quiz = body.sections[1]!.contents[0]!.quiz!;
    assert.equal(quiz.questions.length, 2);
    assert.ok(!JSON.stringify(quiz).includes('correct'));
    assert.equal(body.progress.lastAccessedLessonId, course.text.id);
    assert.equal(body.progress.totalLessons, 4);
  });

  it('answers 404 to a student who is not enrolled, and to an unknown course', async () => {
    assert.equal((await get(stranger, `/api/player/courses/${course.slug}`)).statusCode, 404);
    assert.equal((await get(student, '/api/player/courses/no-such-course')).statusCode, 404);
  });

  it('lets the author preview an unpublished course that students cannot open', async () => {
    const draft = await createPlayerCourse(app.db, { instructorId: instructor.id, published: false });
    const author = await signIn(app, instructor.email, instructor.password);
    assert.equal((await get(author, `/api/player/courses/${draft.slug}`)).statusCode, 200);
    assert.equal((await get(student, `/api/player/courses/${draft.slug}`)).statusCode, 404);
  });

  it('refuses a paid course followed without a purchase or a subscription', async () => {
    const paid = await createPlayerCourse(app.db, { instructorId: instructor.id, priceCents: 4900 });
    const learner = await createUser(app.db);
    await createEnrollment(app.db, learner, paid);
    const session = await signIn(app, learner.email, learner.password);
    assert.equal((await get(session, `/api/player/courses/${paid.slug}`)).statusCode, 404);
  });

  it('remembers speed, captions and quality per user, with defaults before the first change', async () => {
    const before = (await get(student, '/api/player/preferences')).json<PlayerPreferences>();
    assert.deepEqual(before, {
      playbackRate: 1,
      captionsEnabled: false,
      captionsLanguage: 'en',
      quality: null,
      autoAdvance: true,
      volume: 1,
      muted: false,
    });
    const res = await put(student, '/api/player/preferences', {
      playbackRate: 1.5,
      captionsEnabled: true,
      quality: 720,
    });
    assert.equal(res.statusCode, 200, res.body);
    const after = (await get(student, '/api/player/preferences')).json<PlayerPreferences>();
    assert.equal(after.playbackRate, 1.5);
    assert.equal(after.captionsEnabled, true);
    assert.equal(after.quality, 720);
    assert.equal(after.autoAdvance, true);
    assert.equal((await get(stranger, '/api/player/preferences')).json<PlayerPreferences>().playbackRate, 1);
  });

  it('refuses a speed outside 0.5–2, an unknown quality and unknown fields with a 400', async () => {
    for (const payload of [{ playbackRate: 3 }, { quality: 999 }, { theme: 'dark' }, {}]) {
      const res = await put(student, '/api/player/preferences', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
  });
});
