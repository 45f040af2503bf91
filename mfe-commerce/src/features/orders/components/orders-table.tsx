import { Button, Table } from '@portal/shared-ui';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@portal/shared-api/core';
import { ORDER_TEXTS, type Order } from '@portal/shared-api/orders';
import { itemsLabel, shortOrderId } from '../utils/order-display.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

type OrdersTableProps = { orders: Order[] };

export function OrdersTable({ orders }: OrdersTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Orders">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Order ID</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Items</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={6} textAlign="center" color="fg.muted">
                This page has no orders. Go back to an earlier page.
              </Table.Cell>
            </Table.Row>
          )}
          {orders.map((order) => (
            <Table.Row key={order.Id}>
              <Table.Cell fontFamily="mono">{shortOrderId(order.Id)}</Table.Cell>
              <Table.Cell>{formatDate(order.CreatedAt)}</Table.Cell>
              <Table.Cell>{itemsLabel(order)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(order.Price)}</Table.Cell>
              <Table.Cell>
                <OrderStatusBadge code={order.PaymentStatut} />
              </Table.Cell>
              <Table.Cell>
                <Button asChild size="xs" variant="outline">
                  <Link to={`/user/orders/${order.Id}`}>{ORDER_TEXTS.viewDetails}</Link>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
