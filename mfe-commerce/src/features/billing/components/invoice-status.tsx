import { StatusBadge } from '@portal/shared-ui/data';

const TONES = { paid: 'success', pending: 'warning', failed: 'danger', refunded: 'info' } as const;

/**
 * Paid, pending, failed and refunded each have their badge; any other value shows as it is
 * (docs/product/billing.md#invoice-status).
 */
export function InvoiceStatus({ status }: { status: string }) {
  const known = status in TONES;
  return (
    <StatusBadge
      status={status}
      tones={TONES}
      label={known ? status.charAt(0).toUpperCase() + status.slice(1) : status}
    />
  );
}
