// @portal/shared-api/course-history: what the learner did, per day and over time (docs/product/history.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
