// Health: liveness once the database is migrated, and readiness (the database and the file storage answer)
// for load balancers and the start scripts.
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as healthRoutes } from './routes.ts';
export { pingDatabase, type ReadinessChecks } from './readiness.ts';
