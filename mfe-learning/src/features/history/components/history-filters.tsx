// Filters: course, action and a date range (one bound set: the end is today and the start 30 days before
// the end, docs/product/history.md#date-filter-defaults), with the table/timeline toggle and the export menu.
import { Button, HStack } from '@portal/shared-ui';
import { ViewToggle } from '@portal/shared-ui/data';
import { ChoiceSelect, DateRangeFields } from '@portal/shared-ui/forms';
import { ExportMenu } from '@portal/shared-ui/overlays';
import {
  HISTORY_ACTIONS,
  HISTORY_ACTION_LABELS,
  type HistoryExportFormat,
} from '@portal/shared-api/course-history';
import type { HistoryParams } from '../hooks/use-history-params.ts';

type HistoryFiltersProps = {
  params: HistoryParams;
  courses: { value: string; label: string }[];
  exporting: boolean;
  onChange: (changes: Partial<Record<keyof HistoryParams, string | number>>, replace?: boolean) => void;
  onClear: () => void;
  onExport: (format: HistoryExportFormat) => void;
};

const EXPORTS: { value: HistoryExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV (.csv)' },
  { value: 'xlsx', label: 'Excel spreadsheet (.xlsx)' },
  { value: 'pdf', label: 'PDF document (.pdf)' },
];

export function HistoryFilters({
  params,
  courses,
  exporting,
  onChange,
  onClear,
  onExport,
}: HistoryFiltersProps) {
  const filtered = Boolean(params.course || params.action || params.from || params.to);
  return (
    <HStack as="section" aria-label="Filters" gap="3" wrap="wrap" align="flex-end">
      <ChoiceSelect
        label="Course"
        size="sm"
        value={params.course}
        options={[{ value: '', label: 'All courses' }, ...courses]}
        onChange={(course) => onChange({ course })}
      />
      <ChoiceSelect
        label="Action"
        size="sm"
        value={params.action}
        options={[
          { value: '', label: 'All actions' },
          ...HISTORY_ACTIONS.map((action) => ({ value: action, label: HISTORY_ACTION_LABELS[action] })),
        ]}
        onChange={(action) => onChange({ action })}
      />
      <DateRangeFields value={params} onChange={(range) => onChange(range)} />
      <Button size="sm" variant="outline" onClick={onClear} disabled={!filtered}>
        Clear filters
      </Button>
      <HStack ms="auto" gap="2">
        <ExportMenu formats={EXPORTS} onExport={onExport} isExporting={exporting} />
        <ViewToggle
          label="View"
          value={params.view}
          options={[
            { value: 'table', label: 'Table view', icon: '▤' },
            { value: 'timeline', label: 'Timeline view', icon: '⋮' },
          ]}
          onChange={(view) => onChange({ view }, true)}
        />
      </HStack>
    </HStack>
  );
}
