// The billing domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

export const INVOICE_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;

/** 01 §9: the page fetches at most 100 invoices. */
export const BILLING_FETCH_LIMIT = 100;
