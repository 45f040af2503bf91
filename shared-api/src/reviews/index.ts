// @portal/shared-api/reviews: the learner's course and instructor reviews (03 §2 My Reviews, Write review).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { reviewKeys } from './keys.ts';
