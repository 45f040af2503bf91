import { HStack, Separator, Stack, Text } from '@portal/shared-ui';
import { formatMoney } from '@portal/shared-api/core';
import { ORDER_PAYMENT_METHOD, type Order } from '@portal/shared-api/orders';
import { orderSubtotal } from '../utils/order-display.ts';

type OrderSummaryProps = { order: Order };

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'semibold' : 'normal'}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
}

/** Subtotal, coupon discount ($0.00 without a coupon), total and payment method. */
export function OrderSummary({ order }: OrderSummaryProps) {
  const discount = order.Coupon?.Discount ?? 0;
  return (
    <Stack as="section" aria-label="Order summary" gap="2" borderWidth="1px" rounded="md" p="4">
      <Text fontWeight="semibold">Summary</Text>
      <Line label="Subtotal" value={formatMoney(orderSubtotal(order))} />
      <Line
        label={order.Coupon ? `Coupon discount (${order.Coupon.Code})` : 'Coupon discount'}
        value={`-${formatMoney(discount)}`}
      />
      <Separator />
      <Line label="Total" value={formatMoney(order.Price)} strong />
      <Line label="Payment method" value={order.PaymentMethod || ORDER_PAYMENT_METHOD} />
    </Stack>
  );
}
