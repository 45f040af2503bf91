import { Button, HStack, Stack, Text } from '@portal/shared-ui';
import { DataTable, type DataTableColumn } from '@portal/shared-ui/data';
import { formatDate, formatMoney } from '@portal/shared-api/core';
import type { Invoice } from '@portal/shared-api/billing';
import { InvoiceStatus } from './invoice-status.tsx';

type InvoiceTableProps = {
  invoices: Invoice[];
  onDetails: (invoice: Invoice) => void;
  onDownload: (invoice: Invoice) => void;
  downloading: string | null;
};

/** The table's six columns; Download only for a paid invoice (docs/product/billing.md#invoice-status). */
export function InvoiceTable({ invoices, onDetails, onDownload, downloading }: InvoiceTableProps) {
  const columns: DataTableColumn<Invoice>[] = [
    {
      key: 'number',
      header: 'Invoice',
      cell: (i) => (
        <Stack gap="0">
          <Text fontFamily="mono" fontSize="sm">
            {i.InvoiceNumber}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {i.PaymentMethod}
          </Text>
        </Stack>
      ),
    },
    { key: 'description', header: 'Description', cell: (i) => i.Description },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (i) => (
        <Stack gap="0" align="flex-end">
          <Text>{formatMoney(i.Amount)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {i.Currency}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', cell: (i) => <InvoiceStatus status={i.Status} /> },
    {
      key: 'created',
      header: 'Created',
      cell: (i) => (
        <Stack gap="0">
          <Text>{formatDate(i.CreatedAt)}</Text>
          {i.PaidAt ? (
            <Text fontSize="xs" color="fg.muted">
              Paid {formatDate(i.PaidAt)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (i) => (
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            onClick={() => onDetails(i)}
            aria-label={`Details of ${i.InvoiceNumber}`}
          >
            Details
          </Button>
          {i.Status === 'paid' ? (
            <Button
              size="xs"
              variant="outline"
              loading={downloading === i.Slug}
              onClick={() => onDownload(i)}
              aria-label={`Download ${i.InvoiceNumber}`}
            >
              Download
            </Button>
          ) : null}
        </HStack>
      ),
    },
  ];
  return (
    <DataTable columns={columns} rows={invoices} getRowKey={(i) => i.Id} caption="Invoices" hideCaption />
  );
}
