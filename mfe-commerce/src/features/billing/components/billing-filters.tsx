import { Button, Field, HStack, Input, Stack } from '@portal/shared-ui';
import { ChoiceSelect, SearchInput } from '@portal/shared-ui/forms';
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
        <Field.Root width="auto">
          <Field.Label>From</Field.Label>
          <Input
            type="date"
            size="sm"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>To</Field.Label>
          <Input
            type="date"
            size="sm"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </Field.Root>
        <Button size="sm" variant="outline" onClick={onClear} disabled={!hasFilters(filters)}>
          {BILLING_TEXTS.clearFilters}
        </Button>
      </HStack>
    </Stack>
  );
}
