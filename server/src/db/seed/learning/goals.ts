// The achievement catalogue, each person's progress towards achievements, and their goals.
import { achievements, goals, userAchievements } from '../../schema/index.ts';
import type { SeedContext } from '../shared/context.ts';
import { daysAgo, daysFromNow } from '../shared/time.ts';
import { ACHIEVEMENTS, type EarnedPlan, type GoalPlan } from './goal-data.ts';

/** Achievement ids by slug. */
export async function seedAchievements(ctx: SeedContext): Promise<Record<string, string>> {
  const rows = await ctx.tx
    .insert(achievements)
    .values(ACHIEVEMENTS.map((a) => ({ ...a, createdAt: daysAgo(ctx.now, 300) })))
    .returning({ id: achievements.id, slug: achievements.slug });
  return Object.fromEntries(rows.map((r) => [r.slug, r.id]));
}

export async function seedUserAchievements(
  ctx: SeedContext,
  userId: string,
  ids: Record<string, string>,
  plan: EarnedPlan,
) {
  await ctx.tx.insert(userAchievements).values(
    plan.map(([slug, progress, earned]) => ({
      userId,
      achievementId: ids[slug]!,
      progress,
      earnedAt: earned === null ? null : daysAgo(ctx.now, earned, 21),
    })),
  );
}

export async function seedGoals(ctx: SeedContext, userId: string, plans: GoalPlan[]) {
  await ctx.tx.insert(goals).values(
    plans.map((g, i) => ({
      userId,
      title: g.title,
      description: g.description,
      type: g.type,
      targetValue: g.target,
      currentValue: g.current,
      deadline: daysFromNow(ctx.now, g.deadlineDays, 23, 59),
      priority: g.priority,
      status: g.status,
      reward: g.reward ?? null,
      createdAt: daysAgo(ctx.now, 25 - i * 3),
      completedAt: g.status === 'completed' ? daysAgo(ctx.now, 3 + i) : null,
    })),
  );
}
