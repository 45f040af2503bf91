import { StatusBadge } from '@portal/shared-ui/data';
import { paymentStatusLabel } from '@portal/shared-api/orders';
import { paymentStatusTone } from '../utils/order-display.ts';

type OrderStatusBadgeProps = { code: number };

/**
 * The payment status code as its label: Cancelled, Failed, Successful, Pending or Unknown
 * (docs/product/orders.md#payment-status).
 */
export function OrderStatusBadge({ code }: OrderStatusBadgeProps) {
  return <StatusBadge status={paymentStatusLabel(code)} tone={paymentStatusTone(code)} />;
}
