// Checkout (docs/product/cart-and-checkout.md#checkout): the built-in test provider's cards, the card form's
// rules and messages, and the texts of the checkout page. Shared by the page and the server.
import { object, string } from 'yup';
import { formatMoney } from '../common/money.ts';
export type * from './schemas.ts';
export * from './constants.ts';

/** Header every order-creating request carries (POST /api/orders, /api/checkout, /api/orders/{id}/pay). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The built-in test provider's cards (any future expiry, any CVC), as card test modes document them. Any
 * other number is declined: the test provider never charges a real card.
 */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded', label: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'failed', label: 'Card declined' },
  { number: '4000 0000 0000 9995', outcome: 'failed', label: 'Insufficient funds' },
  { number: '4000 0000 0000 3220', outcome: 'pending', label: 'Stays pending until completed' },
] as const;

export const CHECKOUT_TEXTS = {
  title: 'Checkout',
  description: 'Review your order and pay securely.',
  summary: 'Order summary',
  payment: 'Payment',
  pay: (amount: string) => `Pay ${amount}`,
  paying: 'Processing payment…',
  succeeded: 'Payment successful',
  pending: 'Your payment is pending. Complete it from the order page.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  unknownCard: 'This test provider accepts only its test cards.',
  nothingToBuy: 'Your cart is empty.',
  planNotFound: 'This plan is not available.',
  alreadyFollowing: 'You can already follow this course: you need not buy it.',
  extendsPlan: 'You already have an active plan: this one extends it from the end of its period.',
  pendingExists:
    'A payment for one of these courses is pending: complete or cancel it from your orders first.',
  alreadyOwned: 'You already own one of these courses: remove it from your cart.',
  completePayment: 'Complete payment',
  cancelOrder: 'Cancel order',
  orderCancelled: 'Order cancelled',
  notPayable: 'This order can no longer be paid.',
  cardRequired: 'Enter a card to pay this order.',
  testCards: 'Test cards',
  paymentFailed: 'Payment failed',
  paidTitle: 'Payment successful',
  paidMessage: (cents: number, hasCourses: boolean) =>
    `Your payment of ${formatMoney(cents)} was received. ${
      hasCourses ? 'Your courses are ready in My Courses.' : 'Your plan is active.'
    }`,
  idempotencyRequired: 'This request needs an Idempotency-Key header (1 to 255 characters).',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request.',
  idempotencyInFlight: 'A request with this Idempotency-Key is still being processed.',
} as const;

const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** Luhn check of a card number: catches typos before the provider sees the number. */
export function isLuhnValid(value: string): boolean {
  const d = digits(value);
  if (!/^\d{12,19}$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export const CARD_MESSAGES = {
  name: 'Enter the name on the card',
  number: 'Enter a valid card number',
  expiry: 'Enter a valid expiry date (MM/YY)',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digit security code',
} as const;

/** "MM/YY" → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Whether a card expiring at the end of that month is still valid on `now`. */
export function isExpiryFuture(month: number, year: number, now: Date = new Date()): boolean {
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The card form (name, number, MM/YY, CVC); the server checks the same number and date rules. */
export const cardFormSchema = object({
  name: string().trim().required(CARD_MESSAGES.name).max(100, CARD_MESSAGES.name),
  number: string()
    .required(CARD_MESSAGES.number)
    .test('luhn', CARD_MESSAGES.number, (value) => isLuhnValid(value ?? '')),
  expiry: string()
    .required(CARD_MESSAGES.expiry)
    .test('format', CARD_MESSAGES.expiry, (value) => parseExpiry(value ?? '') !== null)
    .test('future', CARD_MESSAGES.expired, (value) => {
      const parsed = parseExpiry(value ?? '');
      return !parsed || isExpiryFuture(parsed.month, parsed.year);
    }),
  cvc: string()
    .required(CARD_MESSAGES.cvc)
    .matches(/^\d{3,4}$/, CARD_MESSAGES.cvc),
});

/** Card digits without spaces, for the request body. */
export const cardDigits = (value: string) => digits(value);
