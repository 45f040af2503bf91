import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import { courses } from '../catalog/tables.ts';
import { createdAt, id, inList, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';
import { coupons } from '../cart/tables.ts';
import { subscriptionPlans } from '../subscriptions/tables.ts';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Quantity (the API's Qte): items bought; Price: total charged in cents, after the coupon.
    quantity: integer('quantity').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    paymentStatus: smallint('payment_status').notNull().default(PAYMENT_STATUS.pending),
    transactionId: text('transaction_id').unique(),
    paymentMethod: text('payment_method').notNull().default('PayPal'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    subscriptionPlanId: uuid('subscription_plan_id').references(() => subscriptionPlans.id, {
      onDelete: 'set null',
    }),
    // What the buyer may change after the order (PUT /orders/{id}): who and where the invoice is for.
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_coupon_id_idx').on(t.couponId),
    index('orders_subscription_plan_id_idx').on(t.subscriptionPlanId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('orders_price_check', sql`${t.priceCents} >= 0`),
    check('orders_discount_check', sql`${t.discountCents} >= 0`),
    check('orders_quantity_check', sql`${t.quantity} >= 1`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in (1, 2, 3, 4)`),
  ],
);

/** One bought course; title and price are copied so history survives catalogue edits. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    unique('order_items_order_course_unique').on(t.orderId, t.courseId),
    index('order_items_course_idx').on(t.courseId),
    check('order_items_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const PAYMENT_OUTCOMES = ['succeeded', 'failed', 'pending', 'cancelled'] as const;

/** Every charge asked of a payment provider, one per attempt: the ledger that proves "one charge". */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    reference: text('reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    outcome: text('outcome', { enum: PAYMENT_OUTCOMES }).notNull(),
    methodLabel: text('method_label').notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
    check('payments_outcome_check', sql`${t.outcome} in ${inList(PAYMENT_OUTCOMES)}`),
  ],
);
