import { SimpleGrid } from '@portal/shared-ui';
import { ChoiceSelect } from '@portal/shared-ui/forms';
import {
  COURSE_LEVELS,
  ENROLLMENT_STATUS_LABELS,
  ENROLLMENT_STATUSES,
  LIBRARY_CATEGORIES,
  LIBRARY_SORTS,
} from '@portal/shared-api/enrollments';
import type { LibraryParams } from '../utils/library-list.ts';
import { LEVEL_LABELS } from '../utils/library-labels.ts';

type LibraryFiltersProps = {
  params: LibraryParams;
  onChange: <Name extends 'category' | 'status' | 'level' | 'sort'>(
    name: Name,
    value: LibraryParams[Name],
  ) => void;
};

const CATEGORY_OPTIONS = [
  { value: '' as const, label: 'All categories' },
  ...LIBRARY_CATEGORIES.map((category) => ({ value: category, label: category })),
];
const STATUS_OPTIONS = [
  { value: '' as const, label: 'All statuses' },
  ...ENROLLMENT_STATUSES.map((status) => ({ value: status, label: ENROLLMENT_STATUS_LABELS[status] })),
];
const LEVEL_OPTIONS = [
  { value: '' as const, label: 'All levels' },
  ...COURSE_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] })),
];

/** The filters (category, status, level) and sort (docs/product/library.md#library-filters-and-sorts). */
export function LibraryFilters({ params, onChange }: LibraryFiltersProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <ChoiceSelect
        size="sm"
        label="Category"
        value={params.category}
        options={CATEGORY_OPTIONS}
        onChange={(value) => onChange('category', value)}
      />
      <ChoiceSelect
        size="sm"
        label="Status"
        value={params.status}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange('status', value)}
      />
      <ChoiceSelect
        size="sm"
        label="Level"
        value={params.level}
        options={LEVEL_OPTIONS}
        onChange={(value) => onChange('level', value)}
      />
      <ChoiceSelect
        size="sm"
        label="Sort by"
        value={params.sort}
        options={LIBRARY_SORTS}
        onChange={(value) => onChange('sort', value)}
      />
    </SimpleGrid>
  );
}
