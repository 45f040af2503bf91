import { Badge } from '@portal/shared-ui';
import { paymentStatusLabel } from '@portal/shared-api/orders';
import { statusPalette } from '../utils/order-display.ts';

type OrderStatusBadgeProps = { code: number };

/** 01 §4 payment code as its label: Cancelled, Failed, Successful, Pending or Unknown. */
export function OrderStatusBadge({ code }: OrderStatusBadgeProps) {
  return (
    <Badge colorPalette={statusPalette(code)} variant="subtle">
      {paymentStatusLabel(code)}
    </Badge>
  );
}
