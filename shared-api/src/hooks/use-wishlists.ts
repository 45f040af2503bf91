import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getCollections, getSaved, getSharedList, postMoveToCart } from '../client/wishlists.ts';
import type { Collection, SavedList, SharedList } from '../contract/wishlists.ts';
import { cartKeys, catalogKeys, wishlistKeys } from './keys.ts';

export function useSaved(): ApiQuery<SavedList> {
  return useApiQuery(wishlistKeys.list('my'), getSaved);
}

export function useCollections(): ApiQuery<Collection[]> {
  return useApiQuery(wishlistKeys.list('collections'), getCollections);
}

export function useSharedList(token: string | undefined): ApiQuery<SharedList> {
  return useApiQuery(
    token ? wishlistKeys.detail(`shared-${token}`) : null,
    () => getSharedList(token as string),
    {
      shouldRetryOnError: (error) => error.status >= 500 || error.status === 0,
    },
  );
}

/** Moves saved items to the cart, then refreshes the list, the cart and the course pages. */
export function useMoveToCart() {
  return useApiMutation(
    wishlistKeys.mutation('move-to-cart'),
    (itemIds?: string[]) => postMoveToCart(itemIds),
    {
      invalidates: [wishlistKeys, cartKeys, catalogKeys],
    },
  );
}
