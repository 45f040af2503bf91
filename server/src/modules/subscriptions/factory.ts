import type { Db } from '../../platform/db/client.ts';
import { SUBSCRIPTION_STATUS, subscriptionPlans, subscriptions } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type Owner = { id: string };
type PlanRow = typeof subscriptionPlans.$inferSelect;
const DAY = 86_400_000;

export async function createPlan(
  db: Db,
  overrides: Partial<Omit<typeof subscriptionPlans.$inferInsert, 'id'>> = {},
): Promise<PlanRow> {
  const n = nextNumber();
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ slug: `plan-${n}`, name: `Plan ${n}`, priceCents: 2999, durationDays: 30, ...overrides })
    .returning();
  return row!;
}

export interface SubscriptionInput {
  plan?: PlanRow;
  status?: keyof typeof SUBSCRIPTION_STATUS;
  /** Days from now until it ends (negative: it ended that long ago). */
  endsInDays?: number;
}

/** An active subscription to a new 30-day plan, started 10 days ago, unless told otherwise. */
export async function createSubscription(
  db: Db,
  user: Owner,
  input: SubscriptionInput = {},
): Promise<typeof subscriptions.$inferSelect> {
  const { status = 'active', endsInDays = 20 } = input;
  const plan = input.plan ?? (await createPlan(db));
  const expiresAt = new Date(Date.now() + endsInDays * DAY);
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: user.id,
      planId: plan.id,
      status: SUBSCRIPTION_STATUS[status],
      startedAt: new Date(expiresAt.getTime() - plan.durationDays * DAY),
      expiresAt,
    })
    .returning();
  return row!;
}
