// Pure display helpers of the order pages.
import {
  ORDERS_PAGE_SIZE,
  paymentStatusLabel,
  type Order,
  type PaymentStatusLabel,
} from '@portal/shared-api/orders';
import type { StatusTone } from '@portal/shared-ui/data';

/** Short, readable order number: the first block of the uuid, upper-case ("#1A2B3C4D"). */
export function shortOrderId(id: string): string {
  return `#${id.split('-')[0]!.toUpperCase()}`;
}

/** "1 item", "3 items": courses plus the subscription, else the order's Qte. */
export function itemsLabel(order: Pick<Order, 'Courses' | 'Abonnement' | 'Qte'>): string {
  const counted = order.Courses.length + (order.Abonnement ? 1 : 0);
  const count = counted || order.Qte;
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

const PAYMENT_STATUS_TONES: Record<PaymentStatusLabel, StatusTone> = {
  Successful: 'success',
  Pending: 'warning',
  Failed: 'danger',
  Cancelled: 'neutral',
  Unknown: 'neutral',
};

/** The StatusBadge tone of a payment status code. */
export function paymentStatusTone(code: number): StatusTone {
  return PAYMENT_STATUS_TONES[paymentStatusLabel(code)];
}

/** Sum of the item prices before the coupon, in cents. */
export function orderSubtotal(order: Pick<Order, 'Courses' | 'Abonnement'>): number {
  return order.Courses.reduce((sum, course) => sum + course.Price, 0) + (order.Abonnement?.Price ?? 0);
}

export function orderPageCount(total: number, pageSize: number = ORDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
