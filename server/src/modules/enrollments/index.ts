// The enrollments module's face: what the app and other modules may use. Everything else in this folder is private.
export { recalculateEnrollment, updateProgress } from './progress.ts';
export { default as enrollmentsRoutes } from './routes.ts';
export { progressShare } from './status.ts';
