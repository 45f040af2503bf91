// The course player: the course as the player opens it, preferences, bookmarks, video progress and analytics,
// quizzes and lesson reports (docs/product/player.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as playerRoutes } from './routes/player.ts';
export { default as quizRoutes } from './routes/quizzes.ts';
export { default as videoAnalyticsRoutes } from './routes/video-analytics.ts';
export { default as videoProgressRoutes } from './routes/video-progress.ts';
export { positionShare } from './video-progress.ts';
