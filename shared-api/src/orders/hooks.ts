import { useApiMutation, useApiQuery, type ApiError, type ApiQuery } from '@portal/shared-api/core';
import { cancelOrder, getOrder, getOrders } from './client.ts';
import type { OrderList, Order } from './contract.ts';
import { orderKeys } from './keys.ts';

/** One page of the signed-in user's order history; the previous page stays on screen while the next loads. */
export function useOrders(page: number): ApiQuery<OrderList> {
  return useApiQuery(orderKeys.list(page), () => getOrders(page), { keepPreviousData: true });
}

/** One of the user's orders; no request without an id. A missing order stays missing: no retry on 404. */
export function useOrder(id: string | undefined): ApiQuery<Order> {
  return useApiQuery(id ? orderKeys.detail(id) : null, () => getOrder(id as string), {
    shouldRetryOnError: (error: ApiError) => error.status >= 500 || error.status === 0,
  });
}

/** Cancels a pending order, then refreshes every order list and detail. */
export function useCancelOrder() {
  return useApiMutation(orderKeys.mutation('cancel'), cancelOrder, { invalidates: [orderKeys] });
}
