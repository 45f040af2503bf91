// The dashboard module's face: what the app and other modules may use. Everything else in this folder is private.
export { default as progressRoutes } from './overview-routes.ts';
export { default as dashboardRoutes } from './routes.ts';
