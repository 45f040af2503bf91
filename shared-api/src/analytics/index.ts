// @portal/shared-api/analytics: how the learner is doing over a range of days (02 §2.4).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { analyticsKeys } from './keys.ts';
