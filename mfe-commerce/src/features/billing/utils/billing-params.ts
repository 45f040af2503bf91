// Billing History's filters in the URL (?q=&status=&from=&to=, days as YYYY-MM-DD) and the query they make:
// the range is inclusive by day (docs/product/billing.md#billing-search), in the person's own time zone.
import { INVOICE_STATUSES, type InvoiceQuery } from '@portal/shared-api/billing';
import { calendarDay, freeText, oneOf, type ParsedParams } from '@portal/shared-ui/routing';

export const BILLING_PARAMS = {
  q: freeText(100),
  status: oneOf(INVOICE_STATUSES, ''),
  from: calendarDay(),
  to: calendarDay(),
};
export type BillingFilters = ParsedParams<typeof BILLING_PARAMS>;

/** Local midnight of a YYYY-MM-DD day, `plusDays` later, as an ISO instant. */
function localMidnight(day: string, plusDays = 0): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

export function invoiceQuery(filters: BillingFilters): InvoiceQuery {
  return {
    q: filters.q.trim() || undefined,
    status: filters.status || undefined,
    startDate: filters.from ? localMidnight(filters.from) : undefined,
    // Inclusive by day: everything before the next day's midnight.
    endDate: filters.to ? localMidnight(filters.to, 1) : undefined,
  };
}

export const hasFilters = (f: BillingFilters) => Boolean(f.q.trim() || f.status || f.from || f.to);
