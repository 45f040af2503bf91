// Coupons (percentage or fixed, a validity window, a usage limit, a minimum order): whether one applies to
// an amount, and how much it takes off. Used by the cart (to show it) and by checkout (to charge it).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { COUPON_TEXTS } from '@portal/shared-api/contract/cart';
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import type { Db } from '../../platform/db/client.ts';
import { coupons } from './tables.ts';
import { orders } from '../orders/tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** Codes are matched case-insensitively and without surrounding spaces. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code.trim()})`)
    .limit(1);
  return row ?? null;
}

/** Redemptions so far: paid orders and pending ones (a pending payment holds its place). */
export async function redemptionsOf(db: Db, couponId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        inArray(orders.paymentStatus, [PAYMENT_STATUS.successful, PAYMENT_STATUS.pending]),
      ),
    );
  return row?.n ?? 0;
}

export type CouponCheck = { discount: number; refusal: null } | { discount: 0; refusal: string };

/** Whether the coupon applies to a subtotal now, and the discount in cents (never above the subtotal). */
export function checkCoupon(
  coupon: CouponRow,
  subtotal: number,
  now: Date,
  redemptions: number,
): CouponCheck {
  const refuse = (refusal: string): CouponCheck => ({ discount: 0, refusal });
  if (coupon.validFrom && coupon.validFrom > now) return refuse(COUPON_TEXTS.notStarted);
  if (coupon.validUntil && coupon.validUntil <= now) return refuse(COUPON_TEXTS.expired);
  if (coupon.maxRedemptions !== null && redemptions >= coupon.maxRedemptions)
    return refuse(COUPON_TEXTS.exhausted);
  if (subtotal <= 0) return refuse(COUPON_TEXTS.emptyCart);
  if (coupon.minOrderCents !== null && subtotal < coupon.minOrderCents)
    return refuse(COUPON_TEXTS.minimum(coupon.minOrderCents));
  const discount = coupon.percentOff
    ? Math.round((subtotal * coupon.percentOff) / 100)
    : Math.min(subtotal, coupon.amountOffCents ?? 0);
  return { discount, refusal: null };
}
