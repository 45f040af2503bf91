import type { Db } from '../../platform/db/client.ts';
import { quizAttempts } from './tables.ts';

type Owner = { id: string };

/** A submitted quiz attempt at a quiz lesson, with the given score. */
export async function createQuizAttempt(
  db: Db,
  user: Owner,
  lesson: { id: string },
  score: number,
): Promise<typeof quizAttempts.$inferSelect> {
  const [row] = await db
    .insert(quizAttempts)
    .values({ userId: user.id, lessonId: lesson.id, answers: {}, score })
    .returning();
  return row!;
}
