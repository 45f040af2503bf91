// Orders with their items.
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import type { Db } from '../../platform/db/client.ts';
import type { subscriptionPlans } from '../subscriptions/tables.ts';
import type { coupons } from '../cart/tables.ts';
import { orderItems, orders } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type PlanRow = typeof subscriptionPlans.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type Owner = { id: string };
type Priced = { id: string; title: string; priceCents: number };

export interface OrderInput {
  courses?: Priced[];
  plan?: PlanRow;
  coupon?: CouponRow;
  status?: keyof typeof PAYMENT_STATUS;
  createdAt?: Date;
}
export type TestOrder = OrderRow & { items: (typeof orderItems.$inferSelect)[] };

/** An order priced like checkout does: courses plus plan, less the coupon. Successful unless told otherwise. */
export async function createOrder(db: Db, user: Owner, input: OrderInput = {}): Promise<TestOrder> {
  const n = nextNumber();
  const { courses = [], plan, coupon, status = 'successful', createdAt = new Date() } = input;
  const gross = courses.reduce((sum, c) => sum + c.priceCents, 0) + (plan?.priceCents ?? 0);
  const discount = !coupon
    ? 0
    : coupon.percentOff
      ? Math.round((gross * coupon.percentOff) / 100)
      : Math.min(gross, coupon.amountOffCents ?? 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      quantity: Math.max(1, courses.length + (plan ? 1 : 0)),
      priceCents: gross - discount,
      discountCents: discount,
      paymentStatus: PAYMENT_STATUS[status],
      transactionId: status === 'pending' ? null : `PAYID-TEST-${n}`,
      couponId: coupon?.id ?? null,
      subscriptionPlanId: plan?.id ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const items = courses.length
    ? await db
        .insert(orderItems)
        .values(
          courses.map((c) => ({
            orderId: order!.id,
            courseId: c.id,
            title: c.title,
            priceCents: c.priceCents,
          })),
        )
        .returning()
    : [];
  return { ...order!, items };
}
