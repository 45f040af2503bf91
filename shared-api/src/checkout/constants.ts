// The checkout domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

export const COUPON_CODE_MAX_LENGTH_CHECKOUT = 40;

export const CHECKOUT_OUTCOMES = ['succeeded', 'failed', 'pending'] as const;
