// @portal/shared-api/course-notes: the learner's notes on courses and lessons (03 §7 Course notes).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { courseNoteKeys } from './keys.ts';
