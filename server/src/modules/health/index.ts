// Health: answers once the database is migrated, for load balancers and the start scripts.
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as healthRoutes } from './routes.ts';
