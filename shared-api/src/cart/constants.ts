// The cart domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

export const COUPON_CODE_MAX_LENGTH = 40;
