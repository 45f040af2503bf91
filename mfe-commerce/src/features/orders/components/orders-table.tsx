import { Button, Text } from '@portal/shared-ui';
import { DataTable, type DataTableColumn } from '@portal/shared-ui/data';
import { Link } from '@portal/shared-ui/router';
import { formatDate, formatMoney } from '@portal/shared-api/core';
import { ORDER_TEXTS, type Order } from '@portal/shared-api/orders';
import { itemsLabel, shortOrderId } from '../utils/order-display.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

type OrdersTableProps = { orders: Order[] };

const columns: DataTableColumn<Order>[] = [
  {
    key: 'id',
    header: 'Order ID',
    cell: (order) => (
      <Text as="span" fontFamily="mono">
        {shortOrderId(order.Id)}
      </Text>
    ),
  },
  { key: 'date', header: 'Date', cell: (order) => formatDate(order.CreatedAt) },
  { key: 'items', header: 'Items', cell: (order) => itemsLabel(order) },
  { key: 'total', header: 'Total', cell: (order) => formatMoney(order.Price), align: 'end' },
  { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge code={order.PaymentStatut} /> },
  {
    key: 'actions',
    header: 'Actions',
    cell: (order) => (
      <Button asChild size="xs" variant="outline">
        <Link to={`/user/orders/${order.Id}`}>{ORDER_TEXTS.viewDetails}</Link>
      </Button>
    ),
  },
];

/** One page of orders; a page past the last one keeps the headers and says so. */
export function OrdersTable({ orders }: OrdersTableProps) {
  return (
    <DataTable
      columns={columns}
      rows={orders}
      getRowKey={(order) => order.Id}
      caption="Orders"
      hideCaption
      emptyMessage="This page has no orders. Go back to an earlier page."
    />
  );
}
