import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/http.ts';
import { cancelOrder, getOrders } from '../client/orders.ts';
import type { Order, OrderList } from '../contract/orders.ts';
import { orderKeys } from './keys.ts';

/** One page of the signed-in user's order history; the previous page stays on screen while the next loads. */
export function useOrders(page: number): SWRResponse<OrderList, ApiError> {
  return useSWR<OrderList, ApiError>(orderKeys.list(page), () => getOrders(page), { keepPreviousData: true });
}

/** Cancels a pending order, then refreshes every order list and detail. */
export function useCancelOrder() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Order, ApiError, readonly unknown[], string>(
    orderKeys.mutation('cancel'),
    async (_key, { arg }) => {
      const order = await cancelOrder(arg);
      await mutate((key) => orderKeys.isKey(key));
      return order;
    },
  );
}
