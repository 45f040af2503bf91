import { Button, HStack, Stack } from '@portal/shared-ui';
import { ChoiceSelect, DateRangeFields, SearchInput } from '@portal/shared-ui/forms';
import { BILLING_TEXTS, INVOICE_STATUSES, type InvoiceStatus } from '@portal/shared-api/billing';
import { hasFilters, type BillingFilters as Filters } from '../utils/billing-params.ts';

type BillingFiltersProps = {
  filters: Filters;
  onChange: (changes: Partial<Filters>, replace?: boolean) => void;
  onClear: () => void;
};

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...INVOICE_STATUSES.map((status) => ({
    value: status,
    label: status.charAt(0).toUpperCase() + status.slice(1),
  })),
];

/** Search, status, the date range (inclusive by day) and Clear Filters. */
export function BillingFilters({ filters, onChange, onClear }: BillingFiltersProps) {
  return (
    <Stack gap="3" as="section" aria-label="Filters">
      <SearchInput
        label="Search invoices"
        hideLabel
        placeholder="Search by description or invoice number"
        value={filters.q}
        onChange={(q) => onChange({ q }, true)}
      />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <ChoiceSelect
          label="Status"
          size="sm"
          value={filters.status}
          options={statusOptions}
          onChange={(status) => onChange({ status: status as InvoiceStatus | '' })}
        />
        <DateRangeFields value={filters} onChange={(range) => onChange(range)} />
        <Button size="sm" variant="outline" onClick={onClear} disabled={!hasFilters(filters)}>
          {BILLING_TEXTS.clearFilters}
        </Button>
      </HStack>
    </Stack>
  );
}
