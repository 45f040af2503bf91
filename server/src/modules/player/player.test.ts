// GET /api/player/courses/{slug} and the remembered player settings (issue 9: the course player).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  QUIZ_PASS_MARK,
  type PlayerCourse,
  type PlayerPreferences,
} from '@portal/shared-api/contract/player';
import { createCourse, rateCourse } from '../catalog/factory.ts';
import { createOrder } from '../orders/factory.ts';
import { createSubscription } from '../subscriptions/factory.ts';
import { completeLessons, createEnrollment } from '../enrollments/factory.ts';
import { createQuizAttempt } from './factory-quiz.ts';
import { createPlayerCourse, type PlayerTestCourse } from './factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

describe('player: the course as the player reads it', () => {
  let app: FastifyInstance;
  let instructor: TestUser;
  let course: PlayerTestCourse;
  let learner: TestUser;
  let student: TestSession;
  let stranger: TestSession;

  const get = (session: TestSession, url: string) =>
    app.inject({ method: 'GET', url, headers: session.headers });
  const read = async (session: TestSession, slug: string) => {
    const res = await get(session, `/api/player/courses/${slug}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<PlayerCourse>();
  };
  const status = async (session: TestSession, slug: string) =>
    (await get(session, `/api/player/courses/${slug}`)).statusCode;
  const learnerOf = async (setUp: (user: TestUser) => Promise<unknown>) => {
    const user = await createUser(app.db);
    await setUp(user);
    return signIn(app, user.email, user.password);
  };

  before(async () => {
    app = await createTestApp();
    instructor = await createUser(app.db, {
      role: 'instructor',
      firstname: 'Ada',
      lastname: 'Lovelace',
      about: 'Teaches engines.',
    });
    course = await createPlayerCourse(app.db, { instructorId: instructor.id });
    learner = await createUser(app.db);
    await createEnrollment(app.db, learner, course, { lastLessonId: course.text.id, progress: 25 });
    student = await signIn(app, learner.email, learner.password);
    const other = await createUser(app.db);
    stranger = await signIn(app, other.email, other.password);
  });
  after(() => app.close());

  it('gives an enrolled student every section and lesson type in order, the last lesson, and no quiz answers', async () => {
    const body = await read(student, course.slug);
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
    assert.match(video!.url!, /^\/public\/upload\//);
    assert.deepEqual(
      video!.transcriptions.map((t) => [t.language, t.label]),
      [['en', 'English']],
    );
    assert.match(video!.transcriptions[0]!.url, /^\/public\/upload\//);
    assert.equal(video!.html, null);
    assert.match(pdf!.url!, /^\/public\/upload\//);
    assert.equal(pdf!.streamUrl, null);
    assert.equal(
      text!.html,
      '<h2>Read me</h2><p>Safe <a rel="noopener noreferrer nofollow" target="_blank">bad</a></p>',
    );
    const quiz = body.sections[1]!.contents[0]!.quiz!;
    assert.deepEqual(
      quiz.questions.map((q) => [q.prompt, q.kind, q.options]),
      [
        ['Pick B', 'single', ['A', 'B', 'C']],
        ['Pick A and C', 'multiple', ['A', 'B', 'C']],
      ],
    );
    assert.ok(!JSON.stringify(quiz).includes('correct'));
    assert.ok(!JSON.stringify(quiz).includes('A and C.'), 'no explanation before an attempt');
    assert.deepEqual([quiz.passMark, quiz.bestScore, quiz.attempts], [QUIZ_PASS_MARK, null, 0]);
    assert.equal(body.sections[0]!.contents[0]!.quiz, null);
    assert.deepEqual(body.progress, {
      completedLessons: 0,
      totalLessons: 4,
      percentage: 25,
      lastAccessedLessonId: course.text.id,
    });
  });

  it('shows the learner’s own ticks and quiz results, the instructor, the plain description and the rating', async () => {
    const rated = await createPlayerCourse(app.db, {
      instructorId: instructor.id,
      resume: '<p>Build <strong>engines</strong>.</p><p>Then fly.</p>',
    });
    const user = await createUser(app.db);
    await createEnrollment(app.db, user, rated);
    await completeLessons(app.db, user, [rated.video, rated.pdf]);
    await createQuizAttempt(app.db, user, rated.quiz, 40);
    await createQuizAttempt(app.db, user, rated.quiz, 60);
    const other = await createUser(app.db);
    await completeLessons(app.db, other, [rated.text]);
    await createQuizAttempt(app.db, other, rated.quiz, 100);
    await rateCourse(app.db, rated, [
      { user, rating: 5 },
      { user: other, rating: 4 },
    ]);
    const body = await read(await signIn(app, user.email, user.password), rated.slug);
    assert.deepEqual(
      body.sections.flatMap((s) => s.contents.map((c) => c.completed)),
      [true, true, false, false],
    );
    const quiz = body.sections[1]!.contents[0]!.quiz!;
    assert.deepEqual([quiz.bestScore, quiz.attempts], [60, 2]);
    assert.equal(body.description, 'Build engines. Then fly.');
    assert.deepEqual(body.instructor, {
      id: instructor.id,
      name: 'Ada Lovelace',
      avatar: null,
      bio: 'Teaches engines.',
    });
    assert.deepEqual([body.rating, body.reviewCount], [4.5, 2]);
    assert.deepEqual([body.progress.completedLessons, body.progress.lastAccessedLessonId], [2, null]);
  });

  it('answers 401 without a session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/player/courses/${course.slug}`,
      headers: (await anonymous(app)).headers,
    });
    assert.equal(res.statusCode, 401);
  });

  it('answers the same 404 to a student who is not enrolled and to an unknown course', async () => {
    const notEnrolled = await get(stranger, `/api/player/courses/${course.slug}`);
    const unknown = await get(student, '/api/player/courses/no-such-course');
    assert.deepEqual([notEnrolled.statusCode, unknown.statusCode], [404, 404]);
    assert.equal(notEnrolled.json().message, unknown.json().message);
  });

  it('lets the author and an administrator open an unpublished or archived course that students cannot', async () => {
    const draft = await createPlayerCourse(app.db, { instructorId: instructor.id, published: false });
    const archived = await createPlayerCourse(app.db, { instructorId: instructor.id, archived: true });
    await createEnrollment(app.db, learner, draft);
    await createEnrollment(app.db, learner, archived);
    const author = await signIn(app, instructor.email, instructor.password);
    const adminUser = await createUser(app.db, { role: 'administrator' });
    const admin = await signIn(app, adminUser.email, adminUser.password);
    for (const slug of [draft.slug, archived.slug]) {
      assert.equal(await status(author, slug), 200);
      assert.equal(await status(admin, slug), 200);
      assert.equal(await status(student, slug), 404);
    }
    const preview = await read(admin, course.slug);
    assert.deepEqual(preview.progress, {
      completedLessons: 0,
      totalLessons: 4,
      percentage: 0,
      lastAccessedLessonId: null,
    });
  });

  // Who may open the player: docs/product/player.md#who-may-open-the-player.
  it('opens a paid course to an enrolled buyer or subscriber only', async () => {
    const paid = await createPlayerCourse(app.db, { instructorId: instructor.id, priceCents: 4900 });
    const enrolled = (extra: (user: TestUser) => Promise<unknown>) =>
      learnerOf(async (user) => {
        await createEnrollment(app.db, user, paid);
        await extra(user);
      });
    const buyer = await enrolled((user) => createOrder(app.db, user, { courses: [paid] }));
    const subscriber = await enrolled((user) => createSubscription(app.db, user));
    const lapsed = await enrolled((user) => createSubscription(app.db, user, { endsInDays: -1 }));
    const unpaid = await enrolled((user) => createOrder(app.db, user, { courses: [paid], status: 'failed' }));
    const boughtOnly = await learnerOf((user) => createOrder(app.db, user, { courses: [paid] }));
    assert.equal(await status(buyer, paid.slug), 200);
    assert.equal(await status(subscriber, paid.slug), 200);
    assert.equal(await status(lapsed, paid.slug), 404);
    assert.equal(await status(unpaid, paid.slug), 404);
    assert.equal(await status(boughtOnly, paid.slug), 404, 'bought but not enrolled');
  });

  it('shows an assignment’s instructions as sanitised HTML', async () => {
    const homework = await createCourse(app.db, {
      instructorId: instructor.id,
      priceCents: 0,
      sections: [
        {
          lessons: [
            { title: 'Build it', type: 'assignment', content: '<p onclick="x()">Ship <em>it</em></p>' },
          ],
        },
      ],
    });
    await createEnrollment(app.db, learner, homework);
    const [assignment] = (await read(student, homework.slug)).sections[0]!.contents;
    assert.deepEqual([assignment!.type, assignment!.html], ['assignment', '<p>Ship <em>it</em></p>']);
  });
});

describe('player: the remembered settings', () => {
  let app: FastifyInstance;
  let student: TestSession;
  let other: TestSession;

  const get = (session: TestSession) =>
    app.inject({ method: 'GET', url: '/api/player/preferences', headers: session.headers });
  const put = (session: TestSession, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/player/preferences', headers: session.headers, payload });

  before(async () => {
    app = await createTestApp();
    const one = await createUser(app.db);
    const two = await createUser(app.db);
    student = await signIn(app, one.email, one.password);
    other = await signIn(app, two.email, two.password);
  });
  after(() => app.close());

  it('answers the defaults before the first change', async () => {
    const res = await get(student);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json<PlayerPreferences>(), {
      playbackRate: 1,
      captionsEnabled: false,
      captionsLanguage: 'en',
      quality: null,
      autoAdvance: true,
      volume: 1,
      muted: false,
    });
  });

  it('changes only the settings sent, keeps the rest, and keeps them per user', async () => {
    const first = await put(student, { playbackRate: 1.5, captionsEnabled: true, quality: 720 });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json<PlayerPreferences>(), {
      playbackRate: 1.5,
      captionsEnabled: true,
      captionsLanguage: 'en',
      quality: 720,
      autoAdvance: true,
      volume: 1,
      muted: false,
    });
    const second = await put(student, { volume: 0.4, muted: true, quality: null, captionsLanguage: 'fr' });
    assert.equal(second.statusCode, 200, second.body);
    assert.deepEqual((await get(student)).json<PlayerPreferences>(), {
      playbackRate: 1.5,
      captionsEnabled: true,
      captionsLanguage: 'fr',
      quality: null,
      autoAdvance: true,
      volume: 0.4,
      muted: true,
    });
    assert.equal((await get(other)).json<PlayerPreferences>().playbackRate, 1);
  });

  it('refuses a speed the player does not offer, an unknown quality, a loud volume and unknown fields with a 400', async () => {
    const bad = [
      { playbackRate: 3 },
      { playbackRate: 1.3 },
      { quality: 999 },
      { volume: 1.5 },
      { captionsLanguage: 'x' },
      { theme: 'dark' },
      {},
    ];
    for (const payload of bad) {
      const res = await put(student, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await get(student)).json<PlayerPreferences>().volume, 0.4);
  });
});
