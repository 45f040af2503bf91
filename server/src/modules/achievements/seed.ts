// The achievement catalogue, each person's progress towards achievements, and their goals.
import { and, eq, isNotNull } from 'drizzle-orm';
import { achievements, goals, userAchievements } from './tables.ts';
import { evaluateAchievements } from './achievements.ts';
import type { SeedContext } from '../../seed/context.ts';
import { daysAgo, daysFromNow } from '../../seed/time.ts';
import { ACHIEVEMENTS, type EarnedPlan, type GoalPlan } from './seed-data.ts';

/** The achievement catalogue. */
export async function seedAchievements(ctx: SeedContext): Promise<void> {
  await ctx.tx
    .insert(achievements)
    .values(ACHIEVEMENTS.map((a) => ({ ...a, createdAt: daysAgo(ctx.now, 300) })));
}

/**
 * Unlocks what each person's seeded activity reaches (without notifications), then dates the unlocks as the
 * plan says. Runs after every other part of the seed, reviews included.
 */
export async function seedUserAchievements(ctx: SeedContext, userId: string, plan: EarnedPlan) {
  await evaluateAchievements(ctx.tx, ctx.now, userId, { notify: false });
  const ids = Object.fromEntries(
    (await ctx.tx.select({ id: achievements.id, slug: achievements.slug }).from(achievements)).map((a) => [
      a.slug,
      a.id,
    ]),
  );
  for (const [slug, days] of Object.entries(plan)) {
    const dated = await ctx.tx
      .update(userAchievements)
      .set({ earnedAt: daysAgo(ctx.now, days, 21) })
      .where(
        and(
          eq(userAchievements.userId, userId),
          eq(userAchievements.achievementId, ids[slug]!),
          isNotNull(userAchievements.earnedAt),
        ),
      )
      .returning({ id: userAchievements.achievementId });
    if (dated.length === 0) throw new Error(`seed: ${slug} is dated but the activity does not reach it`);
  }
}

export async function seedGoals(ctx: SeedContext, userId: string, plans: GoalPlan[]) {
  await ctx.tx.insert(goals).values(
    plans.map((g, i) => ({
      userId,
      title: g.title,
      description: g.description,
      type: g.type,
      targetValue: g.target,
      deadline: daysFromNow(ctx.now, g.deadlineDays, 23, 59),
      priority: g.priority,
      status: g.status,
      reward: g.reward ?? null,
      createdAt: daysAgo(ctx.now, 25 - i * 3),
      completedAt: g.status === 'completed' ? daysAgo(ctx.now, 3 + i) : null,
    })),
  );
}
