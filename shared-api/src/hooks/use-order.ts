import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '../client/http.ts';
import { getOrder } from '../client/orders.ts';
import type { Order } from '../contract/orders.ts';
import { orderKeys } from './keys.ts';

/** One of the user's orders; no request without an id. */
export function useOrder(id: string | undefined): SWRResponse<Order, ApiError> {
  return useSWR<Order, ApiError>(id ? orderKeys.detail(id) : null, () => getOrder(id as string), {
    // A missing order stays missing: do not retry a 404.
    shouldRetryOnError: (error: ApiError) => error.status >= 500 || error.status === 0,
  });
}
