import type { Db } from '../../platform/db/client.ts';
import { enrollments, lessonCompletions } from './tables.ts';

type Owner = { id: string };
type Course = { id: string };

/** In progress at 0% unless told otherwise; `completed` sets progress 100 and completedAt. */
export async function createEnrollment(
  db: Db,
  user: Owner,
  course: Course,
  overrides: Partial<Omit<typeof enrollments.$inferInsert, 'id' | 'userId' | 'courseId'>> = {},
): Promise<typeof enrollments.$inferSelect> {
  const completed = overrides.status === 'completed';
  const [row] = await db
    .insert(enrollments)
    .values({
      status: 'in_progress',
      progress: completed ? 100 : 0,
      completedAt: completed ? new Date() : null,
      ...overrides,
      userId: user.id,
      courseId: course.id,
    })
    .returning();
  return row!;
}

/** The user completed these lessons (a minute apart, oldest first); progress is not recalculated here. */
export async function completeLessons(db: Db, user: Owner, lessons: { id: string }[]): Promise<void> {
  if (lessons.length === 0) return;
  const start = Date.now() - lessons.length * 60_000;
  await db.insert(lessonCompletions).values(
    lessons.map((lesson, i) => ({
      userId: user.id,
      lessonId: lesson.id,
      completedAt: new Date(start + i * 60_000),
    })),
  );
}
