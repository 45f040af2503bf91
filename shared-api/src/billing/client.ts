import { http, queryParams } from '@portal/shared-api/core';
import type { InvoiceList, InvoiceQuery } from './contract.ts';

/** GET /api/invoices: the filtered invoices and the account's figures; empty filters stay out of the URL. */
export function getInvoices(query: InvoiceQuery): Promise<InvoiceList> {
  return http.get('invoices', { searchParams: queryParams(query) }).json<InvoiceList>();
}
