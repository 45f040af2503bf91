// The saved-courses module's face: what the app and other modules may use. Everything else in this folder is private.
export { default as savedCoursesRoutes } from './routes.ts';
