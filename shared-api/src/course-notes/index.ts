// @portal/shared-api/course-notes: the learner's notes on courses and lessons (docs/product/notes.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
