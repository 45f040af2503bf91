import { useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getInvoices } from './client.ts';
import type { InvoiceList, InvoiceQuery } from './contract.ts';
import { billingKeys } from './keys.ts';

/** The Billing History page's invoices and figures; the last answer stays on screen while filters change. */
export function useInvoices(query: InvoiceQuery): ApiQuery<InvoiceList> {
  return useApiQuery(billingKeys.list(query), () => getInvoices(query), { keepPreviousData: true });
}
