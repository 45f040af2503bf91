// What a learner leaves in the player: course notes, video bookmarks and quiz attempts.
import { courseNotes, playerBookmarks, quizAttempts } from '../../schema/index.ts';
import { courseOf, type Catalog, type SeededCourse } from '../catalog/index.ts';
import type { SeedContext } from '../shared/context.ts';
import { daysAgo } from '../shared/time.ts';
import type { NotePlan } from './note-data.ts';

export async function seedNotes(ctx: SeedContext, userId: string, catalog: Catalog, plan: NotePlan) {
  await ctx.tx.insert(courseNotes).values(
    plan.map(([slug, lessonIndex, title, content, seconds, tags, isPrivate, color, days]) => {
      const course = courseOf(catalog, slug);
      const lesson = course.lessons[lessonIndex]!;
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
        createdAt: daysAgo(ctx.now, days, 20),
        updatedAt: daysAgo(ctx.now, Math.max(0, days - 1), 21),
      };
    }),
  );
}

/** Two bookmarks on the course's first video and two attempts at its quiz, the second one perfect. */
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
  await ctx.tx.insert(quizAttempts).values([
    { userId, lessonId: quiz.id, answers: {}, score: 67, createdAt: daysAgo(ctx.now, 9, 20) },
    { userId, lessonId: quiz.id, answers: {}, score: 100, createdAt: daysAgo(ctx.now, 8, 21) },
  ]);
}
