import type { Db } from '../../platform/db/client.ts';
import { coupons } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type CouponRow = typeof coupons.$inferSelect;

/** 10% off unless told otherwise; pass `amountOffCents` with `percentOff: null` for a fixed discount. */
export async function createCoupon(
  db: Db,
  overrides: Partial<Omit<typeof coupons.$inferInsert, 'id'>> = {},
): Promise<CouponRow> {
  const n = nextNumber();
  const [row] = await db
    .insert(coupons)
    .values({ code: `SAVE${n}`, description: `Coupon ${n}`, percentOff: 10, ...overrides })
    .returning();
  return row!;
}
