// Billing History's filters in the URL (?q=&status=&from=&to=, days as YYYY-MM-DD) and the query they make:
// the range is inclusive by day (01 §9), in the person's own time zone.
import { INVOICE_STATUSES, type InvoiceQuery, type InvoiceStatus } from '@portal/shared-api/billing';

export type BillingFilters = { q: string; status: InvoiceStatus | ''; from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseBillingParams(params: URLSearchParams): BillingFilters {
  const status = params.get('status') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: (INVOICE_STATUSES as readonly string[]).includes(status) ? (status as InvoiceStatus) : '',
    from: day('from'),
    to: day('to'),
  };
}

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
