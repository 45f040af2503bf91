import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getCollections, getSaved, getSharedList, postMoveToCart } from './client.ts';
import type { Collection, SavedList, SharedList } from './contract.ts';
import { cartKeys } from '../cart/keys.ts';
import { catalogKeys } from '../catalog/keys.ts';
import { savedCourseKeys } from './keys.ts';

export function useSaved(): ApiQuery<SavedList> {
  return useApiQuery(savedCourseKeys.list('my'), getSaved);
}

export function useCollections(): ApiQuery<Collection[]> {
  return useApiQuery(savedCourseKeys.list('collections'), getCollections);
}

export function useSharedList(token: string | undefined): ApiQuery<SharedList> {
  return useApiQuery(
    token ? savedCourseKeys.detail(`shared-${token}`) : null,
    () => getSharedList(token as string),
    {
      shouldRetryOnError: (error) => error.status >= 500 || error.status === 0,
    },
  );
}

/** Moves saved items to the cart, then refreshes the list, the cart and the course pages. */
export function useMoveToCart() {
  return useApiMutation(
    savedCourseKeys.mutation('move-to-cart'),
    (itemIds?: string[]) => postMoveToCart(itemIds),
    {
      invalidates: [savedCourseKeys, cartKeys, catalogKeys],
    },
  );
}
