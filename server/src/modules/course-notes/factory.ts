import type { Db } from '../../platform/db/client.ts';
import { courseNotes } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type Owner = { id: string };

/** A private yellow note on the course, on no lesson, at 0 s, unless told otherwise. */
export async function createCourseNote(
  db: Db,
  user: Owner,
  course: { id: string },
  overrides: Partial<Omit<typeof courseNotes.$inferInsert, 'id' | 'userId' | 'courseId'>> = {},
): Promise<typeof courseNotes.$inferSelect> {
  const n = nextNumber();
  const [row] = await db
    .insert(courseNotes)
    .values({
      title: `Note ${n}`,
      content: `<p>Note ${n}</p>`,
      color: '#FFF9C4',
      ...overrides,
      userId: user.id,
      courseId: course.id,
    })
    .returning();
  return row!;
}
