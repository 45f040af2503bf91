// @portal/shared-api/player: the course player (03 §2, §7): the course, video progress and analytics,
// preferences, bookmarks, reports and quizzes.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { playerKeys } from './keys.ts';
