// @portal/shared-api/player: the course player (03 §2, §7): the course, video progress and analytics,
// preferences, bookmarks, reports and quizzes.
export * from '../contract/player.ts';
export * from '../client/player.ts';
export * from '../hooks/use-player.ts';
export { playerKeys } from '../hooks/keys.ts';
