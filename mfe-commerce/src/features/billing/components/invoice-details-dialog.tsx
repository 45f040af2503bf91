import { Button } from '@portal/shared-ui';
import { DataList } from '@portal/shared-ui/data';
import { Modal } from '@portal/shared-ui/overlays';
import { Link } from '@portal/shared-ui/router';
import { formatDate, formatMoney } from '@portal/shared-api/core';
import type { Invoice } from '@portal/shared-api/billing';
import { InvoiceStatus } from './invoice-status.tsx';

type InvoiceDetailsDialogProps = {
  invoice: Invoice | null;
  onClose: () => void;
  onDownload: (invoice: Invoice) => void;
};

/**
 * The Invoice Details dialog (docs/product/billing.md#billing-history-page): every field, the order it paid
 * for, and the download when paid.
 */
export function InvoiceDetailsDialog({ invoice, onClose, onDownload }: InvoiceDetailsDialogProps) {
  const rows = invoice
    ? [
        ['Invoice number', invoice.InvoiceNumber],
        ['Description', invoice.Description],
        ['Amount', `${formatMoney(invoice.Amount)} ${invoice.Currency}`],
        ['Status', <InvoiceStatus key="status" status={invoice.Status} />],
        ['Payment method', invoice.PaymentMethod],
        ['Created', formatDate(invoice.CreatedAt)],
        ['Paid', invoice.PaidAt ? formatDate(invoice.PaidAt) : '—'],
        ['Due', invoice.DueDate ? formatDate(invoice.DueDate) : '—'],
      ]
    : [];
  return (
    <Modal
      open={invoice !== null}
      onClose={onClose}
      title="Invoice Details"
      closeLabel="Close"
      actions={
        <>
          {invoice?.OrderId ? (
            <Button asChild variant="ghost">
              <Link to={`/user/orders/${invoice.OrderId}`}>View order</Link>
            </Button>
          ) : null}
          {invoice?.Status === 'paid' ? (
            <Button onClick={() => onDownload(invoice)}>Download PDF</Button>
          ) : null}
        </>
      }
    >
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={String(label)}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Modal>
  );
}
