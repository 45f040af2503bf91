// @portal/shared-api/orders: the user's orders (01 §7 Orders).
export * from '../contract/orders.ts';
export * from '../client/orders.ts';
export * from '../hooks/use-orders.ts';
export { orderKeys } from '../hooks/keys.ts';
