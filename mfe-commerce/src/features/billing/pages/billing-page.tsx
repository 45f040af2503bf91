import { useState } from 'react';
import { Alert, EmptyState, toaster } from '@portal/shared-ui';
import { ListSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { downloadLinkedFile, formatMoney, type ApiError } from '@portal/shared-api/core';
import { BILLING_TEXTS, useInvoices, type Invoice } from '@portal/shared-api/billing';
import { BillingFilters } from '../components/billing-filters.tsx';
import { BillingStats } from '../components/billing-stats.tsx';
import { InvoiceDetailsDialog } from '../components/invoice-details-dialog.tsx';
import { InvoiceTable } from '../components/invoice-table.tsx';
import { useBillingParams } from '../hooks/use-billing-params.ts';
import { hasFilters, invoiceQuery } from '../utils/billing-params.ts';

/**
 * /user/billing (docs/product/billing.md#billing-history-page): figures, pending alert, filters in the URL,
 * invoices and PDFs.
 */
export function BillingPage() {
  const { filters, set, clear } = useBillingParams();
  const query = useInvoices(invoiceQuery(filters));
  const [details, setDetails] = useState<Invoice | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (invoice: Invoice) => {
    if (!invoice.DownloadUrl) {
      toaster.create({ type: 'error', title: BILLING_TEXTS.downloadUnavailable });
      return;
    }
    setDownloading(invoice.Slug);
    try {
      // The download answers the PDF's link (docs/product/billing.md#api); an answer without one has nothing.
      const isSaved = await downloadLinkedFile(invoice.DownloadUrl, `invoice-${invoice.InvoiceNumber}.pdf`);
      if (!isSaved) toaster.create({ type: 'error', title: BILLING_TEXTS.downloadUnavailable });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: BILLING_TEXTS.downloadFailed,
        description: (error as ApiError).message,
      });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <PageFrame title={BILLING_TEXTS.title} description={BILLING_TEXTS.description}>
      <QueryState
        query={query}
        errorTitle={BILLING_TEXTS.fetchFailed}
        loading={<ListSkeleton count={5} label="Loading billing history" />}
      >
        {({ invoices, stats }) => (
          <>
            <BillingStats stats={stats} />
            {stats.pendingAmount > 0 ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{BILLING_TEXTS.pendingTitle}</Alert.Title>
                  <Alert.Description>
                    {BILLING_TEXTS.pendingMessage(formatMoney(stats.pendingAmount))}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            <BillingFilters filters={filters} onChange={set} onClear={clear} />
            {invoices.length === 0 ? (
              <EmptyState
                title={BILLING_TEXTS.empty}
                description={
                  hasFilters(filters)
                    ? BILLING_TEXTS.emptyFiltered
                    : stats.totalTransactions === 0
                      ? BILLING_TEXTS.emptyNever
                      : undefined
                }
              />
            ) : (
              <InvoiceTable
                invoices={invoices}
                onDetails={setDetails}
                onDownload={(invoice) => void download(invoice)}
                downloading={downloading}
              />
            )}
          </>
        )}
      </QueryState>
      <InvoiceDetailsDialog
        invoice={details}
        onClose={() => setDetails(null)}
        onDownload={(invoice) => void download(invoice)}
      />
    </PageFrame>
  );
}
