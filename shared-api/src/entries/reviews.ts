// @portal/shared-api/reviews: the learner's course and instructor reviews (03 §2 My Reviews, Write review).
export * from '../contract/reviews.ts';
export * from '../client/reviews.ts';
export * from '../hooks/use-reviews.ts';
export { reviewKeys } from '../hooks/keys.ts';
