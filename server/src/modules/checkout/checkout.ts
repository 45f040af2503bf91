// Orders and payments (docs/product/cart-and-checkout.md#checkout-outcome): an order is priced by the server
// from the catalogue (the cart) or a plan, charged through the payment provider, and settled in the same
// transaction. On success: order Successful, invoice paid, enrolments or the subscription, cart emptied, a
// notification. A failure changes the order's status (and its invoice's) and nothing else; a pending payment
// waits to be completed or cancelled. The cart row is locked first, so parallel checkouts of one cart make
// one order.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { COUPON_TEXTS } from '@portal/shared-api/contract/cart';
import { CHECKOUT_TEXTS, type Card, type CheckoutResult } from '@portal/shared-api/contract/checkout';
import { PAYMENT_STATUS, type Order } from '@portal/shared-api/contract/orders';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { carts, coupons } from '../cart/tables.ts';
import { invoices } from '../billing/tables.ts';
import { orderItems, orders, payments } from '../orders/tables.ts';
import { subscriptionPlans } from '../subscriptions/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { priceCart } from '../cart/index.ts';
import { orderLines, settle, type OrderRow } from './settle.ts';
import { checkCoupon, findCouponByCode, redemptionsOf, type CouponRow } from '../cart/index.ts';
import { hasBought } from '../course-access/index.ts';
import { getUserOrder } from '../orders/index.ts';
import { spendLimit } from '../../platform/rate-limits/limits.ts';
import type { ChargeResult } from '../../platform/payments/provider.ts';

export type Purchase = { planId?: string; couponCode?: string };
type Line = { courseId: string; title: string; priceCents: number };

async function findPlan(tx: Tx, planId: string) {
  if (!isUuid(planId)) throw httpError(404, CHECKOUT_TEXTS.planNotFound);
  const [plan] = await tx
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.active, true)))
    .limit(1);
  if (!plan) throw httpError(404, CHECKOUT_TEXTS.planNotFound);
  return plan;
}

/** Courses of the user's pending orders among these: one payment at a time per course. */
async function pendingAmong(tx: Tx, userId: string, courseIds: string[]): Promise<boolean> {
  if (courseIds.length === 0) return false;
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, PAYMENT_STATUS.pending),
        inArray(orderItems.courseId, courseIds),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** What the order buys and for how much, read from the database only. */
async function priceOrder(deps: Deps, tx: Tx, userId: string, purchase: Purchase) {
  const now = deps.clock.now();
  if (purchase.planId) {
    const plan = await findPlan(tx, purchase.planId);
    let coupon: CouponRow | null = null;
    let discount = 0;
    if (purchase.couponCode) {
      coupon = await findCouponByCode(tx as unknown as Db, purchase.couponCode);
      if (!coupon) throw httpError(422, COUPON_TEXTS.unknown);
      const check = checkCoupon(
        coupon,
        plan.priceCents,
        now,
        await redemptionsOf(tx as unknown as Db, coupon.id),
      );
      if (check.refusal) throw httpError(422, check.refusal);
      discount = check.discount;
    }
    return { lines: [] as Line[], plan, coupon, gross: plan.priceCents, discount };
  }
  const cart = await priceCart(deps, userId, tx);
  if (cart.Items.length === 0) throw httpError(409, CHECKOUT_TEXTS.nothingToBuy);
  // Its last use went to a parallel checkout while this one waited: refuse rather than charge more than shown.
  if (cart.CouponError === COUPON_TEXTS.exhausted) throw httpError(422, COUPON_TEXTS.exhausted);
  for (const item of cart.Items)
    if (await hasBought(tx as unknown as Db, userId, item.Id))
      throw httpError(409, CHECKOUT_TEXTS.alreadyOwned);
  if (await pendingAmong(tx, userId, cart.courseIds)) throw httpError(409, CHECKOUT_TEXTS.pendingExists);
  return {
    lines: cart.Items.map((item) => ({ courseId: item.Id, title: item.Title, priceCents: item.Price })),
    plan: null,
    coupon: cart.coupon,
    gross: cart.Subtotal,
    discount: cart.Discount,
  };
}

function invoiceNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `INV-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** Inserts the order, its lines and its pending invoice. */
async function createPendingOrder(deps: Deps, tx: Tx, userId: string, purchase: Purchase): Promise<OrderRow> {
  const now = deps.clock.now();
  // The lock: a second checkout of this cart waits here, then finds the cart already bought.
  await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await tx
    .select({ couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  // The coupon row is locked before its redemptions are counted (in priceOrder), so parallel checkouts
  // with one coupon count one after another and its usage limit holds (always cart, then coupon).
  const couponId = purchase.planId
    ? purchase.couponCode && (await findCouponByCode(tx as unknown as Db, purchase.couponCode))?.id
    : cart?.couponId;
  if (couponId)
    await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
  const priced = await priceOrder(deps, tx, userId, purchase);
  const total = priced.gross - priced.discount;
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      quantity: Math.max(1, priced.lines.length + (priced.plan ? 1 : 0)),
      priceCents: total,
      discountCents: priced.discount,
      paymentStatus: PAYMENT_STATUS.pending,
      paymentMethod: 'Card',
      couponId: priced.coupon?.id ?? null,
      subscriptionPlanId: priced.plan?.id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (priced.lines.length > 0)
    await tx.insert(orderItems).values(priced.lines.map((line) => ({ orderId: order!.id, ...line })));
  const number = invoiceNumber(now);
  await tx.insert(invoices).values({
    slug: number.toLowerCase(),
    invoiceNumber: number,
    userId,
    orderId: order!.id,
    description: [
      ...priced.lines.map((line) => line.title),
      ...(priced.plan ? [`${priced.plan.name} subscription`] : []),
    ].join(', '),
    amountCents: total,
    status: 'pending',
    paymentMethod: 'Card',
    createdAt: now,
    dueDate: new Date(now.getTime() + 14 * 86_400_000),
  });
  return order!;
}

const MESSAGES: Record<ChargeResult['outcome'], (charge: ChargeResult) => string | null> = {
  succeeded: () => null,
  failed: (charge) => charge.message ?? CHECKOUT_TEXTS.declined,
  pending: (charge) => charge.message ?? CHECKOUT_TEXTS.pending,
};

async function charge(deps: Deps, tx: Tx, order: OrderRow, card: Card): Promise<ChargeResult> {
  const result = await deps.payments.charge({
    idempotencyKey: `order-${order.id}-${randomBytes(4).toString('hex')}`,
    amountCents: order.priceCents,
    currency: 'USD',
    description: `Academy order ${order.id}`,
    card,
  });
  await settle(deps, tx, order, result, true);
  return result;
}

async function answer(
  deps: Deps,
  userId: string,
  orderId: string,
  result: ChargeResult,
): Promise<CheckoutResult> {
  const order: Order = await getUserOrder(deps, userId, orderId);
  return { Order: order, Outcome: result.outcome, Message: MESSAGES[result.outcome](result) };
}

/** POST /api/orders: an order awaiting payment (Pending), priced from the cart or a plan. */
export async function createOrder(deps: Deps, userId: string, purchase: Purchase): Promise<Order> {
  if (purchase.couponCode) await spendLimit(deps, 'coupons', userId);
  const order = await deps.db.transaction((tx) => createPendingOrder(deps, tx, userId, purchase));
  return getUserOrder(deps, userId, order.id);
}

/** POST /api/checkout: the order and its payment, settled in one transaction. */
export async function checkout(
  deps: Deps,
  userId: string,
  purchase: Purchase,
  card: Card,
): Promise<CheckoutResult> {
  // A code sent with a plan is a coupon try like one applied to the cart (docs/product/portal.md#abuse-limits).
  if (purchase.couponCode) await spendLimit(deps, 'coupons', userId);
  const { orderId, result } = await deps.db.transaction(async (tx) => {
    const order = await createPendingOrder(deps, tx, userId, purchase);
    return { orderId: order.id, result: await charge(deps, tx, order, card) };
  });
  return answer(deps, userId, orderId, result);
}

/**
 * POST /api/orders/{id}/pay: pays a pending order with a card, or, without one, completes the pending
 * charge it already has (the customer finished the bank's check).
 */
export async function payOrder(deps: Deps, userId: string, orderId: string, card: Card | undefined) {
  await getUserOrder(deps, userId, orderId); // 404 for anyone else's
  const { result } = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.paymentStatus !== PAYMENT_STATUS.pending)
      throw httpError(409, CHECKOUT_TEXTS.notPayable);
    const [pending] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.outcome, 'pending')))
      .limit(1);
    // Courses bought elsewhere since this order was made cannot be bought twice.
    for (const courseId of await orderLines(tx, orderId))
      if (await hasBought(tx as unknown as Db, userId, courseId))
        throw httpError(409, CHECKOUT_TEXTS.alreadyOwned);
    if (card) {
      if (pending) {
        await deps.payments.cancel(pending.reference);
        await tx.update(payments).set({ outcome: 'cancelled' }).where(eq(payments.id, pending.id));
      }
      return { result: await charge(deps, tx, order, card) };
    }
    if (!pending) throw httpError(400, CHECKOUT_TEXTS.cardRequired);
    const confirmed = await deps.payments.confirm(pending.reference);
    await settle(deps, tx, order, confirmed, false);
    return { result: confirmed };
  });
  return answer(deps, userId, orderId, result);
}
