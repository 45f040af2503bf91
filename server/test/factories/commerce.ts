// Plans, coupons, orders (with their items) and invoices.
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import type { Db } from '../../src/db/client.ts';
import {
  SUBSCRIPTION_STATUS,
  coupons,
  invoices,
  orderItems,
  orders,
  subscriptionPlans,
  subscriptions,
} from '../../src/db/schema/index.ts';
import { nextNumber } from './sequence.ts';

type PlanRow = typeof subscriptionPlans.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type Owner = { id: string };
type Priced = { id: string; title: string; priceCents: number };
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
      qte: Math.max(1, courses.length + (plan ? 1 : 0)),
      priceCents: gross - discount,
      discountCents: discount,
      paymentStatut: PAYMENT_STATUS[status],
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

export async function createInvoice(
  db: Db,
  user: Owner,
  overrides: Partial<Omit<typeof invoices.$inferInsert, 'id' | 'userId'>> = {},
): Promise<typeof invoices.$inferSelect> {
  const n = nextNumber();
  const [row] = await db
    .insert(invoices)
    .values({
      slug: `inv-test-${n}`,
      invoiceNumber: `INV-TEST-${n}`,
      description: `Invoice ${n}`,
      amountCents: 4900,
      status: 'paid',
      ...overrides,
      userId: user.id,
    })
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
