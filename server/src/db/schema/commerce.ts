import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import { courses } from './catalog.ts';
import { createdAt, id, inList, tz, updatedAt } from './columns.ts';
import { users } from './identity.ts';

export const INVOICE_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
/** 01 §4: a subscription is active when Status equals 1. */
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

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    validFrom: tz('valid_from'),
    validUntil: tz('valid_until'),
    maxRedemptions: integer('max_redemptions'),
    // The smallest order (before the discount) the coupon applies to.
    minOrderCents: integer('min_order_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_percent_check', sql`${t.percentOff} is null or ${t.percentOff} between 1 and 100`),
    check('coupons_amount_check', sql`${t.amountOffCents} is null or ${t.amountOffCents} >= 0`),
    check('coupons_one_discount_check', sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Qte: number of items bought; Price: total charged in cents, after the coupon.
    qte: integer('qte').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    paymentStatut: smallint('payment_statut').notNull().default(PAYMENT_STATUS.pending),
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
    check('orders_qte_check', sql`${t.qte} >= 1`),
    check('orders_payment_statut_check', sql`${t.paymentStatut} in (1, 2, 3, 4)`),
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

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    paymentMethod: text('payment_method').notNull().default('PayPal'),
    createdAt: createdAt(),
    paidAt: tz('paid_at'),
    dueDate: tz('due_date'),
  },
  (t) => [
    index('invoices_order_id_idx').on(t.orderId),
    index('invoices_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('invoices_amount_check', sql`${t.amountCents} >= 0`),
    check('invoices_status_check', sql`${t.status} in ${inList(INVOICE_STATUSES)}`),
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

export const wishlists = pgTable(
  'wishlists',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    priceAlert: boolean('price_alert').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('wishlists_course_id_idx').on(t.courseId),
    unique('wishlists_user_course_unique').on(t.userId, t.courseId),
    index('wishlists_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Read-only link to a user's wishlist (/wishlist/shared/:token). */
export const wishlistShares = pgTable('wishlist_shares', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/** One row per user with a basket: the coupon applied to it, and the row checkout locks. */
export const carts = pgTable(
  'carts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('carts_coupon_id_idx').on(t.couponId)],
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

/** The server copy of the basket (01 §3 keeps it in the browser; signed-in carts sync here). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_course_id_idx').on(t.courseId),
    unique('cart_items_user_course_unique').on(t.userId, t.courseId),
  ],
);

/** Replays the first answer when a client retries a checkout with the same Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [
    unique('idempotency_keys_user_key_unique').on(t.userId, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
