// Subscriptions (docs/product/subscriptions.md#subscription-status): a plan bought at checkout gives access
// to every course for its period (Status 1 and the period not over). A second purchase extends from the end
// of the current period. Cancelling keeps access to the end of the period already paid for; nothing renews on
// its own (see the decision record 0017: no stored payment credentials yet).
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import {
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_TEXTS,
  type Plan,
  type Subscription,
} from '@portal/shared-api/contract/subscriptions';
import type { Deps } from '../../core/deps.ts';
import { subscriptionPlans, subscriptions } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';

const DAY = 86_400_000;
type PlanRow = typeof subscriptionPlans.$inferSelect;

function toPlan(plan: PlanRow): Plan {
  return {
    Id: plan.id,
    Slug: plan.slug,
    Name: plan.name,
    Description: plan.description,
    Price: plan.priceCents,
    Duration: plan.durationDays,
  };
}

export async function listPlans(deps: Deps): Promise<Plan[]> {
  const rows = await deps.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.active, true))
    .orderBy(asc(subscriptionPlans.priceCents));
  return rows.map(toPlan);
}

/** Grants a plan's period, starting now or when the user's current period ends. */
export async function grantSubscription(deps: Deps, userId: string, planId: string, orderId: string) {
  const now = deps.clock.now();
  const [plan] = await deps.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
  const [current] = await deps.db
    .select({ expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, SUBSCRIPTION_STATUS.active),
        gt(subscriptions.expiresAt, now),
      ),
    )
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1);
  const startedAt = current ? current.expiresAt : now;
  await deps.db.insert(subscriptions).values({
    userId,
    planId,
    orderId,
    status: SUBSCRIPTION_STATUS.active,
    startedAt,
    expiresAt: new Date(startedAt.getTime() + plan!.durationDays * DAY),
    createdAt: now,
  });
}

export async function listMySubscriptions(deps: Deps, userId: string): Promise<Subscription[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.expiresAt));
  return rows.map(({ subscription: s, plan }) => {
    // A period that ended is expired, whatever the row still says.
    const status =
      s.status === SUBSCRIPTION_STATUS.active && s.expiresAt <= now ? SUBSCRIPTION_STATUS.expired : s.status;
    return {
      Id: s.id,
      Status: status,
      Forfait: { Username: plan.name },
      Plan: toPlan(plan),
      OrderId: s.orderId,
      StartedAt: s.startedAt.toISOString(),
      ExpiresAt: s.expiresAt.toISOString(),
      CancelledAt: s.cancelledAt?.toISOString() ?? null,
      IsActive: status === SUBSCRIPTION_STATUS.active,
    };
  });
}

/**
 * POST /api/subscriptions/{id}/cancel: the plan stops at the end of the period already paid for. Status
 * stays 1 (active) until then; CancelledAt says it will not continue.
 */
export async function cancelSubscription(deps: Deps, userId: string, id: string): Promise<Subscription> {
  const notFound = () => httpError(404, SUBSCRIPTION_TEXTS.notFound);
  if (!isUuid(id)) throw notFound();
  const now = deps.clock.now();
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  if (row.status !== SUBSCRIPTION_STATUS.active || row.expiresAt <= now || row.cancelledAt)
    throw httpError(409, SUBSCRIPTION_TEXTS.notCancellable);
  await deps.db.update(subscriptions).set({ cancelledAt: now }).where(eq(subscriptions.id, id));
  const mine = await listMySubscriptions(deps, userId);
  return mine.find((s) => s.Id === id)!;
}
