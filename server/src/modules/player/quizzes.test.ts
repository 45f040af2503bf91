// Quiz lessons (issue 9): attempts marked on the server, the pass mark completing the lesson.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  QUIZ_PASS_MARK,
  type PlayerCourse,
  type QuizAttemptResult,
  type QuizAttemptSummary,
} from '@portal/shared-api/contract/player';
import { enrollments } from '../enrollments/tables.ts';
import { quizAttempts } from './tables.ts';
import type { Clock } from '../../core/deps.ts';
import { createCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { addQuizQuestions, createPlayerCourse, type PlayerTestCourse } from './factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

type Answers = Record<string, number[]>;

describe('quizzes: attempts marked on the server', () => {
  let app: FastifyInstance;
  let instructor: TestUser;
  let course: PlayerTestCourse;
  let stranger: TestSession;
  // A second passes between two readings of the clock, so attempts are ordered without ties.
  let tick = 0;
  const clock: Clock = { now: () => new Date(Date.now() + tick++ * 1000) };

  const attemptsUrl = (lessonId = course.quiz.id) => `/api/quizzes/${lessonId}/attempts`;
  const submit = (session: TestSession, answers: Answers, lessonId?: string) =>
    app.inject({
      method: 'POST',
      url: attemptsUrl(lessonId),
      headers: session.headers,
      payload: { answers },
    });
  const result = async (session: TestSession, answers: Answers, lessonId?: string) => {
    const res = await submit(session, answers, lessonId);
    assert.equal(res.statusCode, 201, res.body);
    return res.json<QuizAttemptResult>();
  };
  const list = (session: TestSession, lessonId?: string) =>
    app.inject({ method: 'GET', url: attemptsUrl(lessonId), headers: session.headers });
  const playerCourse = async (session: TestSession, slug = course.slug) =>
    (
      await app.inject({ method: 'GET', url: `/api/player/courses/${slug}`, headers: session.headers })
    ).json<PlayerCourse>();
  /** A new learner enrolled in the course (its quiz untouched), signed in. */
  const enrolledStudent = async (target: { id: string } = course) => {
    const user = await createUser(app.db);
    await createEnrollment(app.db, user, target);
    return { user, session: await signIn(app, user.email, user.password) };
  };
  const right = () => ({ [course.questions.single]: [1], [course.questions.multiple]: [0, 2] });

  before(async () => {
    app = await createTestApp({}, { clock });
    instructor = await createUser(app.db, { role: 'instructor' });
    course = await createPlayerCourse(app.db, { instructorId: instructor.id });
    const other = await createUser(app.db);
    stranger = await signIn(app, other.email, other.password);
  });
  after(() => app.close());

  it('fails wrong answers, shows the right ones, and leaves the lesson and the course percentage as they were', async () => {
    const { session } = await enrolledStudent();
    const { single, multiple } = course.questions;
    const fail = await result(session, { [single]: [0], [multiple]: [1] });
    assert.deepEqual(
      [fail.score, fail.passed, fail.bestScore, fail.attempts, fail.lessonCompleted, fail.courseProgress],
      [0, false, 0, 1, false, 0],
    );
    assert.deepEqual(fail.questions, [
      { id: single, chosen: [0], correctOptions: [1], isCorrect: false, explanation: '' },
      { id: multiple, chosen: [1], correctOptions: [0, 2], isCorrect: false, explanation: 'A and C.' },
    ]);
    const player = await playerCourse(session);
    const quiz = player.sections[1]!.contents[0]!;
    assert.deepEqual([quiz.completed, quiz.quiz!.bestScore, quiz.quiz!.attempts], [false, 0, 1]);
    assert.deepEqual([player.progress.percentage, player.progress.completedLessons], [0, 0]);
    assert.equal(player.progress.lastAccessedLessonId, course.quiz.id, 'the quiz is where the learner was');
  });

  it('counts a multiple-choice answer right only for the exact set, in any order', async () => {
    const { session } = await enrolledStudent();
    const { single, multiple } = course.questions;
    const scoreOf = async (chosen: number[]) =>
      (await result(session, { [single]: [1], [multiple]: chosen })).score;
    assert.equal(await scoreOf([0]), 50, 'a subset');
    assert.equal(await scoreOf([0, 1, 2]), 50, 'a superset');
    assert.equal(await scoreOf([1, 2]), 50, 'one right, one wrong');
    assert.equal(await scoreOf([2, 0]), 100);
  });

  it('counts an unanswered question as wrong', async () => {
    const { session } = await enrolledStudent();
    const { single, multiple } = course.questions;
    const half = await result(session, { [single]: [1] });
    assert.deepEqual([half.score, half.passed], [50, false]);
    assert.deepEqual(half.questions[1], {
      id: multiple,
      chosen: [],
      correctOptions: [0, 2],
      isCorrect: false,
      explanation: 'A and C.',
    });
    const emptyChoice = await result(session, { [single]: [1], [multiple]: [] });
    assert.equal(emptyChoice.score, 50);
  });

  it('completes the lesson at the pass mark and raises the course percentage, once; a later fail keeps it', async () => {
    const { user, session } = await enrolledStudent();
    const pass = await result(session, right());
    assert.deepEqual(
      [pass.score, pass.passed, pass.lessonCompleted, pass.courseProgress],
      [100, true, true, 25],
    );
    const player = await playerCourse(session);
    assert.equal(player.sections[1]!.contents[0]!.completed, true);
    assert.deepEqual([player.progress.completedLessons, player.progress.percentage], [1, 25]);

    const { single } = course.questions;
    const later = await result(session, { [single]: [0] });
    assert.deepEqual(
      [later.passed, later.bestScore, later.attempts, later.lessonCompleted, later.courseProgress],
      [false, 100, 2, true, 25],
    );
    const again = await result(session, right());
    assert.deepEqual([again.attempts, again.courseProgress], [3, 25]);
    const [enrollment] = await app.db
      .select({ progress: enrollments.progress, status: enrollments.status })
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
    assert.deepEqual(enrollment, { progress: 25, status: 'in_progress' });
  });

  it('rounds the score to a whole percent and passes only at the pass mark', async () => {
    const threeQuestions = await createCourse(app.db, {
      instructorId: instructor.id,
      priceCents: 0,
      sections: [{ lessons: [{ title: 'Three questions', type: 'quiz' }, { type: 'text' }] }],
    });
    const quiz = threeQuestions.lessons[0]!;
    const [a, b, c] = await addQuizQuestions(app.db, quiz, [
      { correctOptions: [0] },
      { correctOptions: [1] },
      { kind: 'multiple', correctOptions: [2, 3] },
    ]);
    const { session } = await enrolledStudent(threeQuestions);
    const twoOfThree = await result(session, { [a!]: [0], [b!]: [1], [c!]: [2] }, quiz.id);
    assert.deepEqual([twoOfThree.score, twoOfThree.passed], [67, false]);
    assert.ok(twoOfThree.score < QUIZ_PASS_MARK);
    const all = await result(session, { [a!]: [0], [b!]: [1], [c!]: [3, 2] }, quiz.id);
    assert.deepEqual([all.score, all.passed, all.courseProgress], [100, true, 50]);
  });

  it('stores each attempt with its answers, and lists only the caller’s own, newest first', async () => {
    const { user, session } = await enrolledStudent();
    const { single, multiple } = course.questions;
    const first = await result(session, { [single]: [0] });
    const second = await result(session, right());
    const other = await enrolledStudent();
    await result(other.session, right());

    const res = await list(session);
    assert.equal(res.statusCode, 200, res.body);
    const attempts = res.json<QuizAttemptSummary[]>();
    assert.deepEqual(
      attempts.map((a) => [a.id, a.score, a.passed]),
      [
        [second.id, 100, true],
        [first.id, 0, false],
      ],
    );
    assert.ok(Date.parse(attempts[0]!.createdAt) > Date.parse(attempts[1]!.createdAt));
    const [stored] = await app.db
      .select({ answers: quizAttempts.answers, userId: quizAttempts.userId })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, first.id));
    assert.deepEqual(stored, { answers: { [single]: [0], [multiple]: [] }, userId: user.id });
    assert.equal((await list(other.session)).json<QuizAttemptSummary[]>().length, 1);
  });

  it('refuses answers it cannot mark with a clear 400', async () => {
    const { session } = await enrolledStudent();
    const { single, multiple } = course.questions;
    const cases: [Answers, RegExp][] = [
      [{}, /Answer at least one question/],
      [{ [single]: [], [multiple]: [] }, /Answer at least one question/],
      [{ 'not-a-question': [0] }, /not in this quiz/],
      [{ [single]: [7] }, /“Pick B” has no such option/],
      [{ [multiple]: [0, 3] }, /“Pick A and C” has no such option/],
      [{ [single]: [0, 1] }, /“Pick B” takes one answer/],
    ];
    for (const [answers, message] of cases) {
      const res = await submit(session, answers);
      assert.equal(res.statusCode, 400, JSON.stringify(answers));
      assert.match(res.json().message, message);
    }
    for (const payload of [
      { answers: right(), score: 100 },
      { answers: { [single]: [-1] } },
      { answers: { [single]: [1, 1] } },
      {},
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: attemptsUrl(),
        headers: session.headers,
        payload,
      });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await list(session)).json<QuizAttemptSummary[]>().length, 0, 'nothing stored');
  });

  it('answers 404 to a learner who may not follow the course, for a lesson that is not a quiz, and an unknown one', async () => {
    const { session } = await enrolledStudent();
    assert.equal((await submit(stranger, right())).statusCode, 404);
    assert.equal((await list(stranger)).statusCode, 404);
    assert.equal((await submit(session, right(), course.text.id)).statusCode, 404);
    assert.equal((await list(session, course.video.id)).statusCode, 404);
    assert.equal((await submit(session, right(), crypto.randomUUID())).statusCode, 404);
    assert.equal((await submit(session, right(), 'not-a-uuid')).statusCode, 404);
  });

  it('answers 401 without a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: attemptsUrl(),
      headers: (await anonymous(app)).headers,
      payload: { answers: right() },
    });
    assert.equal(res.statusCode, 401);
  });

  it('lets the author try the quiz without an enrolment: marked, but no progress kept', async () => {
    const author = await signIn(app, instructor.email, instructor.password);
    const pass = await result(author, right());
    assert.deepEqual(
      [pass.score, pass.passed, pass.lessonCompleted, pass.courseProgress],
      [100, true, false, 0],
    );
    const rows = await app.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.userId, instructor.id));
    assert.equal(rows.length, 0);
  });

  it('answers 409 for a quiz that has no questions yet', async () => {
    const empty = await createCourse(app.db, {
      instructorId: instructor.id,
      priceCents: 0,
      sections: [{ lessons: [{ type: 'quiz' }] }],
    });
    const { session } = await enrolledStudent(empty);
    const res = await submit(session, { anything: [0] }, empty.lessons[0]!.id);
    assert.equal(res.statusCode, 409);
    assert.match(res.json().message, /no questions yet/);
  });
});
