import { ORDERS_PAGE_SIZE, type Order, type OrderList } from './contract.ts';
import { http } from '@portal/shared-api/core';

/**
 * GET /api/orders/user?page={n}&limit=10 (docs/product/orders.md#api): the signed-in user's orders and their
 * total.
 */
export function getOrders(page: number, limit: number = ORDERS_PAGE_SIZE): Promise<OrderList> {
  return http.get('orders/user', { searchParams: { page, limit } }).json<OrderList>();
}

/** GET /api/orders/{id}: one of the user's orders. */
export function getOrder(id: string): Promise<Order> {
  return http.get(`orders/${encodeURIComponent(id)}`).json<Order>();
}

/** PUT /api/orders/{id}/cancel with an empty body: cancels a pending order. */
export function cancelOrder(id: string): Promise<Order> {
  return http.put(`orders/${encodeURIComponent(id)}/cancel`).json<Order>();
}
