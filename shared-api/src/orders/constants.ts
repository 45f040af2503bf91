// The orders domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

/**
 * The order history shows 10 orders a page (docs/product/orders.md#order-display). The API refuses pages
 * larger than the cap.
 */
export const ORDERS_PAGE_SIZE = 10;
export const ORDERS_MAX_PAGE_SIZE = 50;
