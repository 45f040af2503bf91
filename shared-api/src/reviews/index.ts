// @portal/shared-api/reviews: the learner's course and instructor reviews (docs/product/reviews.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
