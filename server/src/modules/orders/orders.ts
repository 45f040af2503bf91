// Orders of the signed-in user (docs/product/orders.md#order). Every query is scoped to the user: another
// user's order answers exactly like an unknown one.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  ORDER_PAYMENT_METHOD,
  ORDER_TEXTS,
  PAYMENT_STATUS,
  type Order,
  type OrderList,
} from '@portal/shared-api/contract/orders';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { coupons } from '../cart/tables.ts';
import { courses } from '../catalog/tables.ts';
import { invoices } from '../billing/tables.ts';
import { orderItems, orders, payments } from './tables.ts';
import { subscriptionPlans } from '../subscriptions/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';

function selectOrders(db: Db) {
  return db
    .select({
      order: orders,
      plan: {
        name: subscriptionPlans.name,
        priceCents: subscriptionPlans.priceCents,
        durationDays: subscriptionPlans.durationDays,
      },
      coupon: { code: coupons.code, description: coupons.description },
    })
    .from(orders)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, orders.subscriptionPlanId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId));
}

type OrderJoinRow = {
  order: typeof orders.$inferSelect;
  plan: { name: string; priceCents: number; durationDays: number } | null;
  coupon: { code: string; description: string } | null;
};

async function toOrders(db: Db, rows: OrderJoinRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      courseId: orderItems.courseId,
      title: orderItems.title,
      priceCents: orderItems.priceCents,
      slug: courses.slug,
    })
    .from(orderItems)
    .leftJoin(courses, eq(courses.id, orderItems.courseId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.title));
  return rows.map(({ order, plan, coupon }) => ({
    Id: order.id,
    CreatedAt: order.createdAt.toISOString(),
    Qte: order.quantity,
    Price: order.priceCents,
    PaymentStatut: order.paymentStatus,
    TransactionId: order.transactionId,
    PaymentMethod: order.paymentMethod || ORDER_PAYMENT_METHOD,
    Courses: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({ Id: item.courseId, Title: item.title, Slug: item.slug, Price: item.priceCents })),
    Abonnement: plan ? { Name: plan.name, Price: plan.priceCents, Duration: plan.durationDays } : null,
    Coupon: coupon
      ? { Code: coupon.code, Description: coupon.description, Discount: order.discountCents }
      : null,
    BillingName: order.billingName,
    BillingAddress: order.billingAddress,
    IsPayable: order.paymentStatus === PAYMENT_STATUS.pending,
  }));
}

/**
 * GET /orders/user (docs/product/orders.md#api): the user's orders, newest first, one page at a time, with
 * the total count.
 */
export async function listUserOrders(
  deps: Deps,
  userId: string,
  paging: { page: number; limit: number },
): Promise<OrderList> {
  const { db } = deps;
  const [rows, [counted]] = await Promise.all([
    selectOrders(db)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { orders: await toOrders(db, rows), total: counted?.total ?? 0 };
}

async function findOwnRow(db: Db, userId: string, id: string): Promise<OrderJoinRow> {
  // A malformed id can match nothing: answer as for an unknown order instead of letting PostgreSQL fail.
  if (!isUuid(id)) throw httpError(404, ORDER_TEXTS.notFound);
  const [row] = await selectOrders(db)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw httpError(404, ORDER_TEXTS.notFound);
  return row;
}

export async function getUserOrder(deps: Deps, userId: string, id: string): Promise<Order> {
  const { db } = deps;
  const [order] = await toOrders(db, [await findOwnRow(db, userId, id)]);
  return order as Order;
}

/**
 * PUT /orders/{id}/cancel (docs/product/orders.md#pending-orders): only the owner's pending order; anything
 * else is a conflict. Its pending charge is voided at the provider and its invoice will never be paid.
 */
export async function cancelUserOrder(deps: Deps, userId: string, id: string): Promise<Order> {
  const { db } = deps;
  await findOwnRow(db, userId, id);
  const voided = await db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({ paymentStatus: PAYMENT_STATUS.cancelled, updatedAt: deps.clock.now() })
      .where(
        and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.paymentStatus, PAYMENT_STATUS.pending)),
      )
      .returning({ id: orders.id });
    if (updated.length === 0) throw httpError(409, ORDER_TEXTS.cancelNotAllowed);
    await tx.update(invoices).set({ status: 'failed' }).where(eq(invoices.orderId, id));
    return tx
      .update(payments)
      .set({ outcome: 'cancelled', updatedAt: deps.clock.now() })
      .where(and(eq(payments.orderId, id), eq(payments.outcome, 'pending')))
      .returning({ reference: payments.reference });
  });
  for (const { reference } of voided) await deps.payments.cancel(reference);
  return getUserOrder(deps, userId, id);
}

/** GET /orders/transaction/{transactionId}: the owner's order with that provider reference. */
export async function getUserOrderByTransaction(deps: Deps, userId: string, transactionId: string) {
  const [row] = await selectOrders(deps.db)
    .where(and(eq(orders.transactionId, transactionId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw httpError(404, ORDER_TEXTS.notFound);
  const [order] = await toOrders(deps.db, [row]);
  return order as Order;
}

/**
 * PUT /orders/{id}: only who and where the invoice is for; never prices, items or status
 * (docs/product/orders.md#pending-orders).
 */
export async function updateUserOrder(
  deps: Deps,
  userId: string,
  id: string,
  payload: { BillingName?: string; BillingAddress?: string },
): Promise<Order> {
  await findOwnRow(deps.db, userId, id);
  const clean = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  await deps.db
    .update(orders)
    .set({
      billingName: clean(payload.BillingName),
      billingAddress: clean(payload.BillingAddress),
      updatedAt: deps.clock.now(),
    })
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return getUserOrder(deps, userId, id);
}
