import type { Db } from '../../platform/db/client.ts';
import { achievements, userAchievements } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type Owner = { id: string };

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
