// The course-history module's face: what the app and other modules may use. Everything else in this folder is private.
export { default as courseHistoryRoutes } from './routes.ts';
