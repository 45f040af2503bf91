import { http } from '@portal/shared-api/core';
import type { Cart } from './contract.ts';

/** GET /api/cart */
export function getCart(): Promise<Cart> {
  return http.get('cart').json<Cart>();
}

/** POST /api/cart/items with the course only: the server prices it. */
export function addCartItem(courseId: string): Promise<Cart> {
  return http.post('cart/items', { json: { courseId } }).json<Cart>();
}

export function removeCartItem(courseId: string): Promise<Cart> {
  return http.delete(`cart/items/${encodeURIComponent(courseId)}`).json<Cart>();
}

/** PUT /api/cart/coupon: 422 with the reason when it does not apply. */
export function applyCartCoupon(code: string): Promise<Cart> {
  return http.put('cart/coupon', { json: { code } }).json<Cart>();
}

export function removeCartCoupon(): Promise<Cart> {
  return http.delete('cart/coupon').json<Cart>();
}
