// @portal/shared-api/player: the course player (docs/product/player.md): the course, video progress and
// analytics, preferences, bookmarks, reports and quizzes.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
