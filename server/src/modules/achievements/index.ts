// The achievements module's face: what the app and other modules may use. Everything else in this folder is private.
export { afterActivity } from './achievements.ts';
export { default as achievementsRoutes } from './routes.ts';
