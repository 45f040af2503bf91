// A learner's progress: enrolments, daily study sessions, certificates and achievements.
import type { Db } from '../../src/db/client.ts';
import {
  achievements,
  certificates,
  enrollments,
  learningHistory,
  lessonCompletions,
  quizAttempts,
  studySessions,
  userAchievements,
} from '../../src/db/schema/index.ts';
import { nextNumber } from './sequence.ts';

type Owner = { id: string };
type Course = { id: string };
const DAY = 86_400_000;

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

export async function createAchievement(
  db: Db,
  overrides: Partial<Omit<typeof achievements.$inferInsert, 'id'>> = {},
): Promise<typeof achievements.$inferSelect> {
  const n = nextNumber();
  const [row] = await db
    .insert(achievements)
    .values({
      slug: `achievement-${n}`,
      title: `Achievement ${n}`,
      description: `Description ${n}`,
      type: 'lessons',
      icon: 'star',
      category: 'learning',
      points: 10,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Earned now at 100% unless told otherwise; `earnedAt: null` records progress without earning it. */
export async function awardAchievement(
  db: Db,
  user: Owner,
  achievement: { id: string },
  overrides: { earnedAt?: Date | null; progress?: number } = {},
): Promise<typeof userAchievements.$inferSelect> {
  const earnedAt = overrides.earnedAt === undefined ? new Date() : overrides.earnedAt;
  const [row] = await db
    .insert(userAchievements)
    .values({
      userId: user.id,
      achievementId: achievement.id,
      progress: overrides.progress ?? (earnedAt ? 100 : 50),
      earnedAt,
    })
    .returning();
  return row!;
}

export type HistoryInput = Partial<
  Omit<typeof learningHistory.$inferInsert, 'id' | 'userId' | 'courseId' | 'lessonId' | 'lessonTitle'>
>;

/** A history event on a lesson: viewed, 5 minutes, now, unless told otherwise. */
export async function createHistoryItem(
  db: Db,
  user: Owner,
  course: Course,
  lesson: { id: string; title: string },
  input: HistoryInput = {},
): Promise<typeof learningHistory.$inferSelect> {
  const [row] = await db
    .insert(learningHistory)
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
