// @portal/shared-api/billing: Billing History (docs/product/billing.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
