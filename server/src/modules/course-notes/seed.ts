// What a learner leaves in the player: course notes, video bookmarks, quiz attempts and settings.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { QUIZ_PASS_MARK } from '@portal/shared-api/contract/player';
import { courseNotes } from './tables.ts';
import { playerBookmarks, playerPreferences, quizAttempts, quizQuestions } from '../player/tables.ts';
import { courseOf, type Catalog, type SeededCourse } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { daysAgo } from '../../seed/time.ts';
import type { NotePlan } from './seed-data.ts';
import { CLIP_SECONDS } from '../../seed/media.ts';

/**
 * The person's notes, each on the lesson it names. A moment (seconds) only on a video lesson, inside the
 * demo clip; a plan that says otherwise fails the seed loudly.
 */
export async function seedNotes(ctx: SeedContext, userId: string, catalog: Catalog, plan: NotePlan) {
  // The person's first public note is shared (/notes/shared/{token}), so the notes page shows one.
  const shared = plan.find((note) => !note[6]);
  await ctx.tx.insert(courseNotes).values(
    plan.map((note) => {
      const [slug, lessonTitle, title, content, seconds, tags, isPrivate, color, days] = note;
      const course = courseOf(catalog, slug);
      const lesson = course.lessons.find((l) => l.title === lessonTitle);
      if (!lesson) throw new Error(`The demo note "${title}" names an unknown lesson: ${lessonTitle}`);
      const fitsClip = lesson.type === 'video' ? seconds < CLIP_SECONDS : seconds === 0;
      if (!fitsClip)
        throw new Error(`The demo note "${title}" is at ${seconds} s of a ${lesson.type} lesson`);
      return {
        userId,
        courseId: course.id,
        lessonId: lesson.id,
        lessonName: lesson.title,
        title,
        content,
        timestampSeconds: seconds,
        tags,
        isPrivate,
        color,
        shareToken: note === shared ? randomBytes(18).toString('base64url') : null,
        createdAt: daysAgo(ctx.now, days, 20),
        updatedAt: daysAgo(ctx.now, Math.max(0, days - 1), 21),
      };
    }),
  );
}

/**
 * What the learner left in the player of one course: two bookmarks on its first video, one attempt at its
 * quiz below the pass mark (real answers, so the lesson is still to pass), and remembered settings.
 */
export async function seedPractice(ctx: SeedContext, userId: string, course: SeededCourse) {
  const video = course.lessons.find((l) => l.type === 'video')!;
  await ctx.tx.insert(playerBookmarks).values([
    {
      userId,
      lessonId: video.id,
      note: 'Overview of the project we will build',
      timeSeconds: 3,
      createdAt: daysAgo(ctx.now, 6),
    },
    {
      userId,
      lessonId: video.id,
      note: 'Tip about taking notes in the player',
      timeSeconds: 7,
      createdAt: daysAgo(ctx.now, 6),
    },
  ]);
  const quiz = course.lessons.find((l) => l.type === 'quiz')!;
  const questions = await ctx.tx
    .select({ id: quizQuestions.id, correct: quizQuestions.correctOptions })
    .from(quizQuestions)
    .where(eq(quizQuestions.lessonId, quiz.id))
    .orderBy(asc(quizQuestions.position));
  // One try with the first two answers wrong, below the pass mark: the lesson is still to pass in the
  // player. The score is marked from the answers the way the server marks them.
  const sameSet = (a: number[], b: number[]) =>
    a.length === b.length && a.every((option) => b.includes(option));
  const answers = Object.fromEntries(
    questions.map((q, i) => [q.id, i < 2 ? [q.correct.includes(0) ? 1 : 0] : q.correct]),
  );
  const right = questions.filter((q) => sameSet(answers[q.id]!, q.correct)).length;
  const score = questions.length ? Math.round((100 * right) / questions.length) : 0;
  await ctx.tx.insert(quizAttempts).values({
    userId,
    lessonId: quiz.id,
    answers,
    score,
    passed: score >= QUIZ_PASS_MARK,
    createdAt: daysAgo(ctx.now, 9, 20),
  });
  // The player remembers this learner's settings: a little faster, captions on.
  await ctx.tx
    .insert(playerPreferences)
    .values({ userId, playbackRate: 1.25, captionsEnabled: true, captionsLanguage: 'en' });
}
