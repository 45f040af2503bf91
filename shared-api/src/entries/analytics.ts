// @portal/shared-api/analytics: how the learner is doing over a range of days (02 §2.4).
export * from '../contract/analytics.ts';
export * from '../client/analytics.ts';
export * from '../hooks/use-analytics.ts';
export { analyticsKeys } from '../hooks/keys.ts';
