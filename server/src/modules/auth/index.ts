// Signing in and out, registering, the two-factor step and who the session is (docs/product/auth.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as authRoutes } from './routes.ts';
