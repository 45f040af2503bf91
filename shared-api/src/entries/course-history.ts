// @portal/shared-api/course-history: what the learner did, per day and over time (03 §7 Course history).
export * from '../contract/course-history.ts';
export * from '../client/course-history.ts';
export * from '../hooks/use-course-history.ts';
export { historyKeys } from '../hooks/keys.ts';
