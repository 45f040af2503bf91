// Billing History (docs/product/billing.md): statuses, limits, formulas and texts shared by the page and the
// server. Wire types come from the schemas.
import type { BillingStats } from './schemas.ts';
export type * from './schemas.ts';
import type { INVOICE_STATUSES } from './constants.ts';
export * from './constants.ts';
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** "This month" is the paid amounts of the last 30 days (docs/product/billing.md#billing-figures). */
export const BILLING_MONTH_DAYS = 30;

/** The Billing History page's cards, from a user's invoices (docs/product/billing.md#billing-figures). */
export function billingStats(
  invoices: { amount: number; status: string; paidAt: Date | null; createdAt: Date }[],
  now: Date,
): BillingStats {
  const paid = invoices.filter((i) => i.status === 'paid');
  const totalSpent = paid.reduce((sum, i) => sum + i.amount, 0);
  const monthAgo = now.getTime() - BILLING_MONTH_DAYS * 86_400_000;
  return {
    totalSpent,
    totalTransactions: paid.length,
    averageTransaction: paid.length ? Math.round(totalSpent / paid.length) : 0,
    monthlySpending: paid
      .filter((i) => (i.paidAt ?? i.createdAt).getTime() >= monthAgo)
      .reduce((sum, i) => sum + i.amount, 0),
    pendingAmount: invoices.filter((i) => i.status === 'pending').reduce((sum, i) => sum + i.amount, 0),
  };
}

export const BILLING_TEXTS = {
  title: 'Billing History',
  description: 'Your invoices, payments and what you have spent on courses and plans.',
  empty: 'No billing history found',
  emptyFiltered: 'No transactions match your current filters.',
  emptyNever: "You haven't made any purchases yet.",
  fetchFailedTitle: 'Error',
  fetchFailed: 'Failed to fetch billing history',
  downloadUnavailable: 'Invoice download not available',
  downloadFailed: 'Failed to download invoice',
  notFound: 'The requested invoice could not be found.',
  notDownloadable: 'Only a paid invoice can be downloaded.',
  pendingTitle: 'Pending Payments',
  pendingMessage: (amount: string) => `You have ${amount} in pending payments.`,
  clearFilters: 'Clear Filters',
} as const;
