// @portal/shared-api/cart: the server-side cart and its coupon.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
