// @portal/shared-api/cart: the server-side cart and its coupon.
export * from '../contract/cart.ts';
export * from '../client/cart.ts';
export * from '../hooks/use-cart.ts';
export { cartKeys } from '../hooks/keys.ts';
