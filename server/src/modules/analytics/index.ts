// Learning analytics: a learner's study time, courses, quiz scores and insights over a range
// (docs/product/analytics.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { studyTotals } from './data.ts';
export { default as analyticsRoutes } from './routes.ts';
