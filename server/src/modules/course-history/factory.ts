// A learner's progress: enrolments, daily study sessions, certificates and achievements.
import type { Db } from '../../platform/db/client.ts';
import { courseHistory, studySessions } from './tables.ts';

type Owner = { id: string };
type Course = { id: string };
const DAY = 86_400_000;

export type StudySessionInput = Partial<
  Omit<typeof studySessions.$inferInsert, 'id' | 'userId' | 'studiedOn'>
> & {
  /** The UTC day studied, counted back from today. */
  daysAgo?: number;
};

/** 30 minutes and 10 points today unless told otherwise. */
export async function createStudySession(
  db: Db,
  user: Owner,
  input: StudySessionInput = {},
): Promise<typeof studySessions.$inferSelect> {
  const { daysAgo = 0, ...fields } = input;
  const studiedOn = new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
  const [row] = await db
    .insert(studySessions)
    .values({ minutes: 30, points: 10, lessonsCompleted: 1, ...fields, studiedOn, userId: user.id })
    .returning();
  return row!;
}

export type HistoryInput = Partial<
  Omit<typeof courseHistory.$inferInsert, 'id' | 'userId' | 'courseId' | 'lessonId' | 'lessonTitle'>
>;

/** A history event on a lesson: viewed, 5 minutes, now, unless told otherwise. */
export async function createHistoryItem(
  db: Db,
  user: Owner,
  course: Course,
  lesson: { id: string; title: string },
  input: HistoryInput = {},
): Promise<typeof courseHistory.$inferSelect> {
  const [row] = await db
    .insert(courseHistory)
    .values({
      action: 'viewed',
      durationSeconds: 300,
      ...input,
      userId: user.id,
      courseId: course.id,
      lessonId: lesson.id,
      lessonTitle: lesson.title,
    })
    .returning();
  return row!;
}
