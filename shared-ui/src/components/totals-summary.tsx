import { HStack, Separator, Stack, Text } from '@chakra-ui/react';

export type TotalsLine = { label: string; amount: number; isDiscount?: boolean };

export type TotalsSummaryProps = {
  lines: TotalsLine[];
  total: number;
  /** "$12.50" formatter: the caller's, so money reads the same across the portal. */
  format: (cents: number) => string;
  totalLabel?: string;
};

/** Money lines (subtotal, discount…) and the total under a rule: carts, checkout and order summaries. */
export function TotalsSummary({ lines, total, format, totalLabel = 'Total' }: TotalsSummaryProps) {
  return (
    <Stack gap="2">
      {lines.map((line) => (
        <HStack key={line.label} justify="space-between" color={line.isDiscount ? 'green.fg' : undefined}>
          <Text>{line.label}</Text>
          <Text>
            {line.isDiscount ? '−' : ''}
            {format(line.amount)}
          </Text>
        </HStack>
      ))}
      <Separator />
      <HStack justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>{totalLabel}</Text>
        <Text>{format(total)}</Text>
      </HStack>
    </Stack>
  );
}
