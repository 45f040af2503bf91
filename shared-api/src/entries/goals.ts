// @portal/shared-api/goals: the learner's goals and achievements (02 §2.5).
export * from '../contract/goals.ts';
export * from '../client/goals.ts';
export * from '../hooks/use-goals.ts';
export { goalKeys } from '../hooks/keys.ts';
