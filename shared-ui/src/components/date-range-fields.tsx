import { Field, HStack, Input } from '@chakra-ui/react';

export type DateRange = { from: string; to: string };

export type DateRangeFieldsProps = {
  /** Days as YYYY-MM-DD; '' for no bound. */
  value: DateRange;
  /** Called with the bound that changed. */
  onChange: (change: Partial<DateRange>) => void;
  fromLabel?: string;
  toLabel?: string;
};

/** A From and a To day for a filter, each bounding the other so the range cannot run backwards. */
export function DateRangeFields({
  value,
  onChange,
  fromLabel = 'From',
  toLabel = 'To',
}: DateRangeFieldsProps) {
  return (
    // On a phone the two dates wrap onto two lines rather than running past the column.
    <HStack gap="3" align="flex-end" wrap="wrap">
      <Field.Root width="auto">
        <Field.Label>{fromLabel}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>{toLabel}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </Field.Root>
    </HStack>
  );
}
