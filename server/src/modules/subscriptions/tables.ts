import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';
import { orders } from '../orders/tables.ts';

/** A subscription is active when Status equals 1 (docs/product/subscriptions.md#subscription-status). */
export const SUBSCRIPTION_STATUS = { active: 1, cancelled: 2, expired: 3 } as const;

/** The spec's "Abonnement" {Name, Price, Duration in days}. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    durationDays: integer('duration_days').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscription_plans_price_check', sql`${t.priceCents} >= 0`),
    check('subscription_plans_duration_check', sql`${t.durationDays} > 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(SUBSCRIPTION_STATUS.active),
    startedAt: tz('started_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    cancelledAt: tz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_order_id_idx').on(t.orderId),
    index('subscriptions_plan_id_idx').on(t.planId),
    index('subscriptions_user_status_idx').on(t.userId, t.status),
    check('subscriptions_status_check', sql`${t.status} in (1, 2, 3)`),
    check('subscriptions_period_check', sql`${t.expiresAt} > ${t.startedAt}`),
  ],
);
