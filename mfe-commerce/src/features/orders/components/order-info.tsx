import { DataList } from '@portal/shared-ui/data';
import { formatDate, formatTime } from '@portal/shared-api/core';
import { type Order } from '@portal/shared-api/orders';
import { shortOrderId } from '../utils/order-display.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

type OrderInfoProps = { order: Order };

export function OrderInfo({ order }: OrderInfoProps) {
  const items = [
    { label: 'Order ID', value: shortOrderId(order.Id) },
    { label: 'Date', value: `${formatDate(order.CreatedAt)}, ${formatTime(order.CreatedAt)}` },
    { label: 'Status', value: <OrderStatusBadge code={order.PaymentStatut} /> },
    { label: 'Transaction ID', value: order.TransactionId ?? '—' },
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
