// Checkout: turning a cart or a plan into an order and paying it, once per Idempotency-Key
// (docs/product/cart-and-checkout.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as checkoutRoutes } from './routes.ts';
