// @portal/shared-api/goals: the learner's goals and achievements (02 §2.5).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { achievementKeys } from './keys.ts';
