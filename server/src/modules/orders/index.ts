// The orders module's face: what the app and other modules may use. Everything else in this folder is private.
export { getUserOrder } from './orders.ts';
export { default as ordersRoutes } from './routes.ts';
