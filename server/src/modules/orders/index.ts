// Orders: a learner's orders, read, edited and cancelled; creating and paying them is checkout's
// (docs/product/orders.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { getUserOrder } from './orders.ts';
export { default as ordersRoutes } from './routes.ts';
