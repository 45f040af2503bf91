// The moderation module's face: what the app and other modules may use. Everything else in this folder is private.
export { fileReport } from './file-report.ts';
export { default as reviewModerationRoutes } from './review-routes.ts';
export { default as moderationRoutes } from './routes.ts';
