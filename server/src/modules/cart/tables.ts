import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { courses } from '../catalog/tables.ts';
import { createdAt, id, tz, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

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

/** The server copy of the basket (docs/product/cart-and-checkout.md#basket); signed-in carts sync here. */
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
