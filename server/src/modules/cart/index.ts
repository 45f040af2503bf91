// The cart and its coupon: what a learner is about to buy, priced (docs/product/cart-and-checkout.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { addToCart, clearBought, priceCart } from './cart.ts';
export { checkCoupon, findCouponByCode, redemptionsOf, type CouponRow } from './coupons.ts';
export { default as cartRoutes } from './routes.ts';
