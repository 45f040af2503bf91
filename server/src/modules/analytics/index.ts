// The analytics module's face: what the app and other modules may use. Everything else in this folder is private.
export { studyTotals } from './data.ts';
export { default as analyticsRoutes } from './routes.ts';
