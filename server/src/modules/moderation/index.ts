// Moderation: the administrators' queue of reviews, content reports and feedback, their decisions and the
// log; filing a report (docs/product/moderation.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { fileReport } from './file-report.ts';
export { default as reviewModerationRoutes } from './review-routes.ts';
export { default as moderationRoutes } from './routes.ts';
