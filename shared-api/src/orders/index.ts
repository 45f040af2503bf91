// @portal/shared-api/orders: the user's orders (docs/product/orders.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
