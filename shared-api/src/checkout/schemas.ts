// Checkout and payment (docs/product/cart-and-checkout.md#checkout-outcome): what the browser sends to pay,
// and what it gets back. The card goes to the payment provider interface; the server stores only its label.
import Type, { type Static } from 'typebox';
import { CHECKOUT_OUTCOMES, COUPON_CODE_MAX_LENGTH_CHECKOUT } from './constants.ts';
import { IdSchema, Nullable } from '../common/schemas.ts';
import { OrderSchema } from '../orders/schemas.ts';

export const CardSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    number: Type.String({ minLength: 12, maxLength: 23, description: 'Digits, spaces allowed.' }),
    expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    expYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
    cvc: Type.String({ minLength: 3, maxLength: 4 }),
  },
  { additionalProperties: false },
);
export type Card = Static<typeof CardSchema>;

/** What an order buys: the cart (no planId) or one subscription plan. Prices are never sent. */
const purchase = {
  planId: Type.Optional(IdSchema('A subscription plan; without it the order buys the cart.')),
  couponCode: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: COUPON_CODE_MAX_LENGTH_CHECKOUT,
      description: 'For a plan; a cart order uses the coupon applied to the cart.',
    }),
  ),
};

/** POST /api/orders: an order awaiting payment. */
export const OrderCreatePayloadSchema = Type.Object(purchase, { additionalProperties: false });

/** POST /api/checkout: the order and its payment in one step. */
export const CheckoutPayloadSchema = Type.Object(
  { ...purchase, card: CardSchema },
  { additionalProperties: false },
);
export type CheckoutPayload = Static<typeof CheckoutPayloadSchema>;

/** POST /api/orders/{id}/pay: a card for an unpaid order, or nothing to complete a pending payment. */
export const OrderPayPayloadSchema = Type.Object(
  { card: Type.Optional(CardSchema) },
  { additionalProperties: false },
);

export const CheckoutResultSchema = Type.Object(
  {
    Order: OrderSchema,
    Outcome: Type.Enum(CHECKOUT_OUTCOMES),
    Message: Nullable(Type.String({ description: 'Why a payment failed or what a pending one waits for.' })),
  },
  { additionalProperties: false },
);
export type CheckoutResult = Static<typeof CheckoutResultSchema>;

/** PUT /api/orders/{id}: only who and where the invoice is for. */
export const OrderUpdatePayloadSchema = Type.Object(
  {
    BillingName: Type.Optional(Type.String({ maxLength: 120 })),
    BillingAddress: Type.Optional(Type.String({ maxLength: 400 })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const TransactionParamsSchema = Type.Object(
  { transactionId: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
