// Course history: what a learner did in their courses, their study sessions and daily totals, and its export
// (docs/product/history.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as courseHistoryRoutes } from './routes.ts';
