// @portal/shared-api/course-notes: the learner's notes on courses and lessons (03 §7 Course notes).
export * from '../contract/course-notes.ts';
export * from '../client/course-notes.ts';
export * from '../hooks/use-course-notes.ts';
export { courseNoteKeys } from '../hooks/keys.ts';
