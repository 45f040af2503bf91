// The billing domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

export const INVOICE_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;

/** The page fetches at most 100 invoices (docs/product/billing.md#billing-figures). */
export const BILLING_FETCH_LIMIT = 100;
