// The basket and coupons (docs/product/cart-and-checkout.md#basket): texts shared by the pages and the
// server.
import { formatMoney } from '../common/money.ts';
import type { Cart } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';

export const CART_TEXTS = {
  title: 'Your cart',
  empty: 'Your cart is empty',
  emptyHint: 'Courses you add to your cart wait for you here, on every device.',
  loadFailed: 'Failed to load your cart',
  removed: 'Course removed from your cart',
  removeFailed: 'Failed to remove the course. Please try again.',
  addFailed: 'Failed to add item to cart. Please try again later.',
  alreadyOwned: 'You already own this course.',
  freeCourse: 'This course is free: enrol from its page.',
  ownCourse: 'You created this course.',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  checkout: 'Proceed to checkout',
} as const;

/** Why a coupon is refused, in the words shown under the coupon field. */
export const COUPON_TEXTS = {
  unknown: 'This coupon code is not valid.',
  notStarted: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  exhausted: 'This coupon has reached its usage limit.',
  emptyCart: 'Add a course to your cart before applying a coupon.',
  minimum: (cents: number) => `This coupon applies to orders of ${formatMoney(cents)} or more.`,
} as const;

/** The lines above a cart's total: the subtotal, and the coupon's discount when there is one. */
export function cartTotalsLines(cart: Pick<Cart, 'Subtotal' | 'Discount' | 'Coupon'>) {
  return [
    { label: 'Subtotal', amount: cart.Subtotal },
    ...(cart.Discount > 0
      ? [{ label: `Discount (${cart.Coupon?.Code ?? 'coupon'})`, amount: cart.Discount, isDiscount: true }]
      : []),
  ];
}
