// The time-range selector (docs/product/analytics.md#analytics-figures): 7, 30 or 90 days, or custom days.
import { HStack } from '@portal/shared-ui';
import { ChoiceSelect, DateRangeFields } from '@portal/shared-ui/forms';
import { ANALYTICS_RANGES, ANALYTICS_RANGE_LABELS, type AnalyticsRange } from '@portal/shared-api/analytics';

type AnalyticsRangeProps = {
  range: AnalyticsRange;
  custom: { start: string; end: string };
  onRange: (range: AnalyticsRange) => void;
  onCustom: (bounds: { start?: string; end?: string }) => void;
};

export function AnalyticsRangePicker({ range, custom, onRange, onCustom }: AnalyticsRangeProps) {
  return (
    <HStack gap="4" align="flex-end" wrap="wrap" justify="flex-end">
      <ChoiceSelect
        label="Time range"
        size="sm"
        value={range}
        options={ANALYTICS_RANGES.map((value) => ({ value, label: ANALYTICS_RANGE_LABELS[value] }))}
        onChange={onRange}
      />
      {range === 'custom' ? (
        <DateRangeFields
          value={{ from: custom.start, to: custom.end }}
          onChange={(change) => onCustom({ start: change.from, end: change.to })}
        />
      ) : null}
    </HStack>
  );
}
