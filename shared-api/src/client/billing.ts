import { http } from '@portal/shared-api/core';
import type { InvoiceList, InvoiceQuery } from '../contract/billing.ts';

/** GET /api/invoices: the filtered invoices and the account's figures; empty filters stay out of the URL. */
export function getInvoices(query: InvoiceQuery): Promise<InvoiceList> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
  return http.get('invoices', { searchParams }).json<InvoiceList>();
}
