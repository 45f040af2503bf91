// Orders (docs/product/orders.md): field names, status labels and texts shared by the order pages and the
// server. Money is integer cents.
export type * from './schemas.ts';
export * from './constants.ts';

/**
 * 1 Cancelled, 2 Failed, 3 Successful, 4 Pending, any other code Unknown
 * (docs/product/orders.md#payment-status).
 */
export const PAYMENT_STATUS = { cancelled: 1, failed: 2, successful: 3, pending: 4 } as const;
export type PaymentStatusLabel = 'Cancelled' | 'Failed' | 'Successful' | 'Pending' | 'Unknown';

const PAYMENT_STATUS_LABELS: Record<number, PaymentStatusLabel> = {
  1: 'Cancelled',
  2: 'Failed',
  3: 'Successful',
  4: 'Pending',
};

export function paymentStatusLabel(code: number | null | undefined): PaymentStatusLabel {
  return (code != null && PAYMENT_STATUS_LABELS[code]) || 'Unknown';
}

export function isPaymentSuccessful(code: number | null | undefined): boolean {
  return code === PAYMENT_STATUS.successful;
}

/** The payment method shown when an order has none recorded (docs/product/orders.md#order-display). */
export const ORDER_PAYMENT_METHOD = 'PayPal';

export const ORDER_TEXTS = {
  notFound: 'The requested order could not be found.',
  idRequired: 'Order ID is required',
  historyFailed: 'Failed to load your order history',
  listFailed: 'Failed to load orders',
  detailsFailed: 'Failed to load order details',
  cancelNotAllowed: 'Only a pending order can be cancelled.',
  browseCourses: 'Browse Courses',
  viewDetails: 'View Details',
  viewMyCourses: 'View My Courses',
} as const;
