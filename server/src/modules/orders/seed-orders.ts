// One person's orders, each with its items, its invoice and, for a paid plan, the subscription it bought.
import { randomBytes } from 'node:crypto';
import { invoices } from '../billing/tables.ts';
import { orderItems, orders, payments } from './tables.ts';
import { subscriptions } from '../subscriptions/tables.ts';
import { courseOf, type Catalog } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { daysAgo } from '../../seed/time.ts';
import type { OrderPlan, PlanSlug } from './seed-data.ts';

export interface SeededPlan {
  id: string;
  name: string;
  priceCents: number;
  durationDays: number;
}
export interface SeededCoupon {
  id: string;
  percentOff: number | null;
  amountOffCents: number | null;
}
export interface Offers {
  plans: Record<PlanSlug, SeededPlan>;
  coupons: Record<string, SeededCoupon>;
}

const DAY = 86_400_000;
const INVOICE_STATUS = { 1: 'refunded', 2: 'failed', 3: 'paid', 4: 'pending' } as const;
const PAYMENT_OUTCOME = { 1: 'cancelled', 2: 'failed', 3: 'succeeded', 4: 'pending' } as const;
let invoiceSequence = 0;

function discountOf(coupon: SeededCoupon | null, gross: number): number {
  if (!coupon) return 0;
  if (coupon.percentOff) return Math.round((gross * coupon.percentOff) / 100);
  return Math.min(gross, coupon.amountOffCents ?? 0);
}

export async function seedOrders(
  ctx: SeedContext,
  userId: string,
  catalog: Catalog,
  offers: Offers,
  plans: OrderPlan[],
) {
  for (const plan of plans) {
    const items = (plan.courses ?? []).map((slug) => courseOf(catalog, slug));
    const bought = plan.plan ? offers.plans[plan.plan] : null;
    const coupon = plan.coupon ? offers.coupons[plan.coupon]! : null;
    const gross = items.reduce((sum, c) => sum + c.priceCents, 0) + (bought?.priceCents ?? 0);
    const discount = discountOf(coupon, gross);
    const createdAt = daysAgo(ctx.now, plan.daysAgo, 14, 30);
    const reference = `PAYID-${randomBytes(8).toString('hex').toUpperCase()}`;
    const [order] = await ctx.tx
      .insert(orders)
      .values({
        userId,
        quantity: Math.max(1, items.length + (bought ? 1 : 0)),
        priceCents: gross - discount,
        discountCents: discount,
        paymentStatus: plan.status,
        transactionId: plan.status === 4 ? null : reference,
        couponId: coupon?.id ?? null,
        subscriptionPlanId: bought?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    // The demo history was paid through PayPal: its ledger row, as a live checkout writes one.
    await ctx.tx.insert(payments).values({
      orderId: order!.id,
      provider: 'paypal',
      reference,
      amountCents: gross - discount,
      outcome: PAYMENT_OUTCOME[plan.status],
      methodLabel: 'PayPal',
      failureMessage: plan.status === 2 ? 'The payment was declined.' : null,
      createdAt,
      updatedAt: createdAt,
    });
    if (items.length) {
      await ctx.tx.insert(orderItems).values(
        items.map((c) => ({
          orderId: order!.id,
          courseId: c.id,
          title: c.title,
          priceCents: c.priceCents,
        })),
      );
    }
    invoiceSequence += 1;
    const number = `INV-${createdAt.getUTCFullYear()}-${String(1000 + invoiceSequence)}-${randomBytes(2).toString('hex').toUpperCase()}`;
    const status = INVOICE_STATUS[plan.status];
    await ctx.tx.insert(invoices).values({
      slug: number.toLowerCase(),
      invoiceNumber: number,
      userId,
      orderId: order!.id,
      description: [...items.map((c) => c.title), ...(bought ? [`${bought.name} subscription`] : [])].join(
        ', ',
      ),
      amountCents: gross - discount,
      status,
      createdAt,
      paidAt: status === 'paid' || status === 'refunded' ? createdAt : null,
      dueDate: daysAgo(ctx.now, plan.daysAgo - 14),
    });
    if (bought && plan.status === 3) {
      // From the purchase, not through daysAgo: that one never answers a future date, and plans run ahead.
      const expiresAt = new Date(createdAt.getTime() + bought.durationDays * DAY);
      await ctx.tx.insert(subscriptions).values({
        userId,
        planId: bought.id,
        orderId: order!.id,
        status: plan.subscriptionStatus ?? (expiresAt > ctx.now ? 1 : 3),
        startedAt: createdAt,
        expiresAt,
        createdAt,
      });
    }
  }
}
