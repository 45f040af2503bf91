// Settling a charge (docs/product/cart-and-checkout.md#checkout-outcome): its outcome written on the order,
// its invoice and the payments ledger, and a success carried out in the same transaction: enrolments or the
// subscription, the cart, a notification.
import { eq } from 'drizzle-orm';
import { CHECKOUT_TEXTS } from '@portal/shared-api/contract/checkout';
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { enrollments } from '../enrollments/tables.ts';
import { invoices } from '../billing/tables.ts';
import { orderItems, orders, payments } from '../orders/tables.ts';
import { clearBought } from '../cart/index.ts';
import { recalculateEnrollment } from '../enrollments/index.ts';
import type { ChargeResult } from '../../platform/payments/provider.ts';
import { grantSubscription } from '../subscriptions/index.ts';
import { fileNotification } from '../notifications/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** A transaction seen as the services' Db: every query of a checkout runs inside it. */
export const inTx = (deps: Deps, tx: Tx): Deps => ({ ...deps, db: tx as unknown as Db });

export async function orderLines(tx: Tx, orderId: string): Promise<string[]> {
  const rows = await tx
    .select({ courseId: orderItems.courseId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return rows.flatMap((row) => (row.courseId ? [row.courseId] : []));
}

/** Writes a charge's outcome on the order, its invoice and the ledger, and settles a success. */
export async function settle(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  charge: ChargeResult,
  isNewCharge: boolean,
) {
  const now = deps.clock.now();
  if (isNewCharge) {
    await tx.insert(payments).values({
      orderId: order.id,
      provider: deps.payments.name,
      reference: charge.reference,
      amountCents: order.priceCents,
      outcome: charge.outcome,
      methodLabel: charge.methodLabel,
      failureMessage: charge.outcome === 'failed' ? charge.message : null,
      createdAt: now,
      updatedAt: now,
    });
  } else {
    await tx
      .update(payments)
      .set({ outcome: charge.outcome, updatedAt: now })
      .where(eq(payments.reference, charge.reference));
  }
  const status = {
    succeeded: PAYMENT_STATUS.successful,
    failed: PAYMENT_STATUS.failed,
    pending: PAYMENT_STATUS.pending,
  }[charge.outcome];
  await tx
    .update(orders)
    .set({
      paymentStatus: status,
      transactionId: charge.reference,
      paymentMethod: charge.methodLabel,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await tx
    .update(invoices)
    .set({
      status: charge.outcome === 'succeeded' ? 'paid' : charge.outcome === 'failed' ? 'failed' : 'pending',
      paidAt: charge.outcome === 'succeeded' ? now : null,
      paymentMethod: charge.methodLabel,
    })
    .where(eq(invoices.orderId, order.id));
  if (charge.outcome !== 'succeeded') return;
  const courseIds = await orderLines(tx, order.id);
  const scoped = inTx(deps, tx);
  for (const courseId of courseIds) {
    const inserted = await tx
      .insert(enrollments)
      .values({ userId: order.userId, courseId, enrolledAt: now })
      .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
      .returning({ id: enrollments.id });
    if (inserted.length > 0) await recalculateEnrollment(scoped, order.userId, courseId);
  }
  if (order.subscriptionPlanId)
    await grantSubscription(scoped, order.userId, order.subscriptionPlanId, order.id);
  if (courseIds.length > 0 || order.couponId)
    await clearBought(tx, order.userId, courseIds, Boolean(order.couponId));
  await fileNotification(
    tx,
    {
      slug: `payment-${order.id}`,
      userId: order.userId,
      title: CHECKOUT_TEXTS.paidTitle,
      message: CHECKOUT_TEXTS.paidMessage(order.priceCents, courseIds.length > 0),
      type: 'success',
      priority: 'medium',
      actionUrl: `/user/orders/${order.id}`,
      category: 'billing',
    },
    now,
  );
}
