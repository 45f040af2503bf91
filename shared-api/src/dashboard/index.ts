// @portal/shared-api/dashboard: the learning dashboard's one aggregated answer (docs/product/dashboard.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
