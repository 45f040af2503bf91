import { useSWRConfig } from 'swr';
import { useApiMutation, useApiQuery, useAuth, type ApiQuery } from '@portal/shared-api/core';
import { addCartItem, applyCartCoupon, getCart, removeCartCoupon, removeCartItem } from './client.ts';
import type { Cart } from './contract.ts';
import { cartKeys } from './keys.ts';
import { catalogKeys } from '../catalog/keys.ts';

const CART_KEY = cartKeys.detail('mine');

/** The signed-in user's cart (no request when signed out): the top bar's count and the cart page. */
export function useCart(): ApiQuery<Cart> {
  const { user } = useAuth();
  return useApiQuery(user ? CART_KEY : null, getCart);
}

/** Every cart write answers the whole cart: it becomes the cached cart at once, course pages refresh. */
function useCartWrite<Arg>(name: string, run: (arg: Arg) => Promise<Cart>) {
  const { mutate } = useSWRConfig();
  return useApiMutation(cartKeys.mutation(name), run, {
    invalidates: [catalogKeys],
    onSuccess: (cart) => void mutate(CART_KEY, cart, { revalidate: false }),
  });
}

export const useAddToCart = () => useCartWrite('add', addCartItem);
export const useRemoveFromCart = () => useCartWrite('remove', removeCartItem);
export const useApplyCoupon = () => useCartWrite('coupon', applyCartCoupon);
export const useRemoveCoupon = () => useCartWrite('coupon-remove', (_: void) => removeCartCoupon());
