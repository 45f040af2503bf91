// @portal/shared-api/achievements: the learner's goals and achievements (docs/product/achievements.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
