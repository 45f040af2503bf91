// @portal/shared-api/analytics: how the learner is doing over a range of days (docs/product/analytics.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
