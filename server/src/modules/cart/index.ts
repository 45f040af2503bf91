// The cart module's face: what the app and other modules may use. Everything else in this folder is private.
export { addToCart, clearBought, priceCart } from './cart.ts';
export { checkCoupon, findCouponByCode, redemptionsOf, type CouponRow } from './coupons.ts';
export { default as cartRoutes } from './routes.ts';
