// @portal/shared-api/orders: the user's orders (01 §7 Orders).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { orderKeys } from './keys.ts';
