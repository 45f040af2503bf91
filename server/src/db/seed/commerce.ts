import { randomBytes } from 'node:crypto';
import { subscriptionPlans, coupons, invoices, orderItems, orders, subscriptions } from '../schema/index.ts';
import type { Catalog } from './catalog.ts';
import type { SeedContext } from './context.ts';
import { daysAgo } from './time.ts';

export type Plans = Record<'monthly' | 'annual', string>;
export type Coupons = Record<'welcome', string>;

export async function seedPlansAndCoupons(ctx: SeedContext): Promise<{ plans: Plans; coupons: Coupons }> {
  const [monthly, annual] = await ctx.tx
    .insert(subscriptionPlans)
    .values([
      {
        slug: 'plus-monthly',
        name: 'Plus Monthly',
        description: 'Unlimited access to every course, billed monthly.',
        priceCents: 2999,
        durationDays: 30,
      },
      {
        slug: 'premium-annual',
        name: 'Premium Annual',
        description: 'A year of unlimited access, certificates and live sessions.',
        priceCents: 19999,
        durationDays: 365,
      },
    ])
    .returning({ id: subscriptionPlans.id });
  const [welcome] = await ctx.tx
    .insert(coupons)
    .values([
      {
        code: 'WELCOME10',
        description: '10% off your first order',
        percentOff: 10,
        validFrom: daysAgo(ctx.now, 365),
        validUntil: daysAgo(ctx.now, -365),
      },
      {
        code: 'SPRING15',
        description: '$15 off orders over $50',
        amountOffCents: 1500,
        validFrom: daysAgo(ctx.now, 90),
        validUntil: daysAgo(ctx.now, 30),
      },
    ])
    .returning({ id: coupons.id });
  return { plans: { monthly: monthly!.id, annual: annual!.id }, coupons: { welcome: welcome!.id } };
}

export interface OrderPlan {
  daysAgo: number;
  /** 1 Cancelled, 2 Failed, 3 Successful, 4 Pending (01 §4). */
  status: 1 | 2 | 3 | 4;
  courses?: string[];
  plan?: { id: string; name: string; priceCents: number; durationDays: number; subscriptionStatus?: 1 | 3 };
  couponId?: string;
  percentOff?: number;
}

const INVOICE_STATUS = { 1: 'refunded', 2: 'failed', 3: 'paid', 4: 'pending' } as const;
let invoiceSequence = 0;

export async function seedOrders(ctx: SeedContext, userId: string, catalog: Catalog, plans: OrderPlan[]) {
  for (const plan of plans) {
    const items = (plan.courses ?? []).map((slug) => catalog[slug]!);
    const gross = items.reduce((sum, c) => sum + c.priceCents, 0) + (plan.plan?.priceCents ?? 0);
    const discount = plan.percentOff ? Math.round((gross * plan.percentOff) / 100) : 0;
    const createdAt = daysAgo(ctx.now, plan.daysAgo, 14, 30);
    const [order] = await ctx.tx
      .insert(orders)
      .values({
        userId,
        qte: Math.max(1, items.length + (plan.plan ? 1 : 0)),
        priceCents: gross - discount,
        discountCents: discount,
        paymentStatut: plan.status,
        transactionId: plan.status === 4 ? null : `PAYID-${randomBytes(8).toString('hex').toUpperCase()}`,
        couponId: plan.couponId ?? null,
        subscriptionPlanId: plan.plan?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
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
      description: [
        ...items.map((c) => c.title),
        ...(plan.plan ? [`${plan.plan.name} subscription`] : []),
      ].join(', '),
      amountCents: gross - discount,
      status,
      createdAt,
      paidAt: status === 'paid' || status === 'refunded' ? createdAt : null,
      dueDate: daysAgo(ctx.now, plan.daysAgo - 14),
    });
    if (plan.plan && plan.status === 3) {
      const expiresAt = daysAgo(ctx.now, plan.daysAgo - plan.plan.durationDays, 14, 30);
      await ctx.tx.insert(subscriptions).values({
        userId,
        planId: plan.plan.id,
        orderId: order!.id,
        status: plan.plan.subscriptionStatus ?? (expiresAt > ctx.now ? 1 : 3),
        startedAt: createdAt,
        expiresAt,
        createdAt,
      });
    }
  }
}
