// The billing module's face: what the app and other modules may use. Everything else in this folder is private.
export { default as billingRoutes } from './routes.ts';
