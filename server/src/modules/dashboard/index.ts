// The Learning Hub: the dashboard and My Progress, figures computed from the learner's courses and activity
// (docs/product/dashboard.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as progressRoutes } from './overview-routes.ts';
export { default as dashboardRoutes } from './routes.ts';
export { getDashboard } from './dashboard.ts';
