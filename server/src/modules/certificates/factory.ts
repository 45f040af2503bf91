import type { Db } from '../../platform/db/client.ts';
import { certificates } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type Owner = { id: string };
type Course = { id: string };

export async function createCertificate(
  db: Db,
  user: Owner,
  course: Course,
  overrides: Partial<Omit<typeof certificates.$inferInsert, 'id' | 'userId' | 'courseId'>> = {},
): Promise<typeof certificates.$inferSelect> {
  const n = nextNumber();
  const [row] = await db
    .insert(certificates)
    .values({
      slug: `certificate-${n}`,
      title: `Certificate ${n}`,
      status: 'issued',
      issueDate: new Date(),
      verificationCode: `CODE${n}`,
      ...overrides,
      userId: user.id,
      courseId: course.id,
    })
    .returning();
  return row!;
}
