// Achievements (docs/product/achievements.md#unlocking-achievements): unlocked from what the learner really
// did. Each achievement counts one thing (its `type`) up to its `target`; progress is that share in percent
// (out of a fixed 100). Reaching it stamps the unlock time once and files a notification for the inbox.
// Evaluated after each activity that can move a count, and on reading the list so nothing is ever missed.
import { and, count, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { goalPercent, longestStreakOf } from '@portal/shared-api/contract/analytics';
import type { Achievement } from '@portal/shared-api/contract/achievements';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { achievements, userAchievements } from './tables.ts';
import { courseNotes } from '../course-notes/tables.ts';
import { enrollments, lessonCompletions } from '../enrollments/tables.ts';
import { quizAttempts } from '../player/tables.ts';
import { reviews } from '../reviews/tables.ts';
import { studyTotals } from '../analytics/index.ts';
import { fileNotification } from '../notifications/index.ts';

/** What each achievement type counts. */
export type AchievementMetrics = Record<
  'lessons' | 'courses' | 'streak' | 'quizzes' | 'hours' | 'notes' | 'social',
  number
>;

export async function achievementMetrics(db: Db, userId: string): Promise<AchievementMetrics> {
  const one = <T>(rows: T[]) => rows[0];
  const [lessons, courses, study, quiz, notes, written] = await Promise.all([
    db.select({ n: count() }).from(lessonCompletions).where(eq(lessonCompletions.userId, userId)).then(one),
    db
      .select({ n: count() })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), isNotNull(enrollments.completedAt)))
      .then(one),
    studyTotals(db, userId),
    db
      .select({ best: max(quizAttempts.score) })
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, userId))
      .then(one),
    db.select({ n: count() }).from(courseNotes).where(eq(courseNotes.userId, userId)).then(one),
    db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)).then(one),
  ]);
  return {
    lessons: lessons?.n ?? 0,
    courses: courses?.n ?? 0,
    streak: longestStreakOf(study.days),
    quizzes: quiz?.best ?? 0,
    hours: Math.floor(study.minutes / 60),
    notes: notes?.n ?? 0,
    social: written?.n ?? 0,
  };
}

const metricOf = (metrics: AchievementMetrics, type: string): number =>
  (metrics as Record<string, number>)[type] ?? 0;

/**
 * Brings the learner's progress up to date and unlocks what is reached. `notify: false` (the seed) unlocks
 * without a notification. Safe to run twice at once: the unlock is conditional and the notification's slug
 * unique.
 */
export async function evaluateAchievements(
  db: Db,
  now: Date,
  userId: string,
  { notify = true }: { notify?: boolean } = {},
): Promise<void> {
  const [metrics, catalogue] = await Promise.all([
    achievementMetrics(db, userId),
    db.select().from(achievements),
  ]);
  for (const achievement of catalogue) {
    const progress = goalPercent(metricOf(metrics, achievement.type), achievement.target);
    await db
      .insert(userAchievements)
      .values({ userId, achievementId: achievement.id, progress })
      .onConflictDoUpdate({
        target: [userAchievements.userId, userAchievements.achievementId],
        // Once earned, an achievement stays earned at 100 even if a count later drops (a note deleted).
        set: {
          progress: sql`case when ${userAchievements.earnedAt} is null then ${progress} else 100 end`,
        },
      });
    if (progress < 100) continue;
    // Only the evaluation that stamps the unlock answers a row, so only it notifies.
    const unlocked = await db
      .update(userAchievements)
      .set({ earnedAt: now, progress: 100 })
      .where(
        and(
          eq(userAchievements.userId, userId),
          eq(userAchievements.achievementId, achievement.id),
          isNull(userAchievements.earnedAt),
        ),
      )
      .returning({ id: userAchievements.achievementId });
    if (notify && unlocked.length > 0)
      await fileNotification(
        db,
        {
          slug: `achievement-${achievement.slug}-${userId}`,
          userId,
          title: `Achievement unlocked: ${achievement.title}`,
          message: `${achievement.description} +${achievement.points} points.`,
          type: 'success',
          priority: 'medium',
          actionUrl: '/user/achievements',
          category: 'achievements',
        },
        now,
      );
  }
}

/** After an activity: never lets a failure here undo or fail what the learner just did. */
export async function afterActivity(deps: Deps, userId: string): Promise<void> {
  try {
    await evaluateAchievements(deps.db, deps.clock.now(), userId);
  } catch (error) {
    console.error('achievement evaluation failed', error);
  }
}

/** The whole catalogue with the learner's progress, earned first (newest first), then closest to earned. */
export async function listAchievements(deps: Deps, userId: string): Promise<Achievement[]> {
  await evaluateAchievements(deps.db, deps.clock.now(), userId);
  const rows = await deps.db
    .select({
      achievement: achievements,
      progress: userAchievements.progress,
      earnedAt: userAchievements.earnedAt,
    })
    .from(achievements)
    .leftJoin(
      userAchievements,
      and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId)),
    )
    .orderBy(
      sql`${userAchievements.earnedAt} desc nulls last`,
      sql`${userAchievements.progress} desc nulls last`,
      achievements.title,
    );
  return rows.map(({ achievement: a, progress, earnedAt }) => ({
    Id: a.id,
    Slug: a.slug,
    Title: a.title,
    Description: a.description,
    Icon: a.icon,
    Category: a.category,
    Rarity: a.rarity,
    Points: a.points,
    Progress: progress ?? 0,
    EarnedAt: earnedAt?.toISOString() ?? null,
  }));
}
