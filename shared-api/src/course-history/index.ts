// @portal/shared-api/course-history: what the learner did, per day and over time (03 §7 Course history).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { historyKeys } from './keys.ts';
