// The player module's face: what the app and other modules may use. Everything else in this folder is private.
export { default as playerRoutes } from './routes/player.ts';
export { default as quizRoutes } from './routes/quizzes.ts';
export { default as videoAnalyticsRoutes } from './routes/video-analytics.ts';
export { default as videoProgressRoutes } from './routes/video-progress.ts';
export { positionShare } from './video-progress.ts';
