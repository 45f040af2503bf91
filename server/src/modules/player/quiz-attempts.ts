// Quiz lessons for real (issue 9): questions come from the database, answers are marked on the server,
// attempts are kept, and the first attempt at or above the pass mark completes the lesson.
import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import {
  QUIZ_PASS_MARK,
  type QuizAttemptPayload,
  type QuizAttemptResult,
  type QuizAttemptSummary,
} from '@portal/shared-api/contract/player';
import type { Deps } from '../../core/deps.ts';
import { lessonCompletions } from '../enrollments/tables.ts';
import { quizAttempts, quizQuestions } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { afterActivity } from '../achievements/index.ts';
import { notFound } from '../course-access/index.ts';
import { updateProgress } from '../enrollments/index.ts';
import { readableLesson } from '../course-access/index.ts';
import { type Caller } from '../../core/caller.ts';

async function quizLesson(deps: Deps, caller: Caller, lessonId: string) {
  const lesson = await readableLesson(deps, caller, lessonId);
  if (lesson.type !== 'quiz') throw notFound();
  return lesson;
}

export async function listAttempts(
  deps: Deps,
  caller: Caller,
  lessonId: string,
): Promise<QuizAttemptSummary[]> {
  const lesson = await quizLesson(deps, caller, lessonId);
  const rows = await deps.db
    .select({
      id: quizAttempts.id,
      score: quizAttempts.score,
      passed: quizAttempts.passed,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, caller.id), eq(quizAttempts.lessonId, lesson.id)))
    .orderBy(desc(quizAttempts.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

type Question = typeof quizQuestions.$inferSelect;

/** Checks the answers against the questions; a person-readable 400 for anything that cannot be marked. */
function mark(questions: Question[], answers: QuizAttemptPayload['answers']) {
  const known = new Map(questions.map((q) => [q.id, q]));
  if (Object.values(answers).every((chosen) => chosen.length === 0))
    throw httpError(400, 'Answer at least one question.');
  for (const [id, chosen] of Object.entries(answers)) {
    const question = known.get(id);
    if (!question) throw httpError(400, 'One of the answers is for a question that is not in this quiz.');
    if (chosen.some((option) => option >= question.options.length))
      throw httpError(400, `“${question.prompt}” has no such option.`);
    if (question.kind === 'single' && chosen.length > 1)
      throw httpError(400, `“${question.prompt}” takes one answer.`);
  }
  const marked = questions.map((question) => {
    const chosen = [...(answers[question.id] ?? [])].sort((a, b) => a - b);
    const correct = [...question.correctOptions].sort((a, b) => a - b);
    const isCorrect = chosen.length === correct.length && chosen.every((option, i) => option === correct[i]);
    return { id: question.id, chosen, correctOptions: correct, isCorrect, explanation: question.explanation };
  });
  const right = marked.filter((q) => q.isCorrect).length;
  return { marked, score: questions.length ? Math.round((100 * right) / questions.length) : 0 };
}

export async function submitAttempt(
  deps: Deps,
  caller: Caller,
  lessonId: string,
  payload: QuizAttemptPayload,
): Promise<QuizAttemptResult> {
  const lesson = await quizLesson(deps, caller, lessonId);
  const questions = await deps.db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.lessonId, lesson.id))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  if (questions.length === 0) throw httpError(409, 'This quiz has no questions yet.');
  const { marked, score } = mark(questions, payload.answers);
  const passed = score >= QUIZ_PASS_MARK;
  const [attempt] = await deps.db
    .insert(quizAttempts)
    .values({
      userId: caller.id,
      lessonId: lesson.id,
      answers: Object.fromEntries(marked.map((q) => [q.id, q.chosen])),
      score,
      passed,
      createdAt: deps.clock.now(),
    })
    .returning({ id: quizAttempts.id });
  await afterActivity(deps, caller.id);
  // Only an enrolment in an open course keeps progress; an author or an administrator previewing is marked
  // all the same, without it.
  const keepsProgress = lesson.course.isEnrolled && lesson.course.isOpen;
  const courseProgress = keepsProgress
    ? (
        await updateProgress(deps, caller.id, lesson.courseId, {
          lessonId: lesson.id,
          ...(passed ? { completed: true } : {}),
        })
      ).Progress
    : (lesson.course.enrollment?.progress ?? 0);
  const [[stats], [completion]] = await Promise.all([
    deps.db
      .select({ best: max(quizAttempts.score), attempts: count() })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, caller.id), eq(quizAttempts.lessonId, lesson.id))),
    deps.db
      .select({ lessonId: lessonCompletions.lessonId })
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, caller.id), eq(lessonCompletions.lessonId, lesson.id)))
      .limit(1),
  ]);
  return {
    id: attempt!.id,
    score,
    passed,
    bestScore: stats?.best ?? score,
    attempts: stats?.attempts ?? 1,
    questions: marked,
    lessonCompleted: Boolean(completion),
    courseProgress,
  };
}
