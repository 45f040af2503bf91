// My Reviews' filters (docs/product/reviews.md#review-figures): search, the type filter (all, course,
// instructor) and the four sorts.
import { Box, HStack, Stack } from '@portal/shared-ui';
import { ChoiceSelect, SearchInput } from '@portal/shared-ui/forms';
import { REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewTypeFilter } from '@portal/shared-api/reviews';
import type { ReviewsParams } from '../hooks/use-reviews-params.ts';

const TYPE_OPTIONS: { value: ReviewTypeFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'course', label: 'Courses' },
  { value: 'instructor', label: 'Instructors' },
];

type ReviewsToolbarProps = {
  params: ReviewsParams;
  onChange: (changes: Partial<ReviewsParams>, replace?: boolean) => void;
};

export function ReviewsToolbar({ params, onChange }: ReviewsToolbarProps) {
  return (
    <Stack gap="3" as="section" aria-label="Filters">
      <SearchInput
        label="Search reviews"
        hideLabel
        placeholder="Search titles, reviews, courses and instructors"
        value={params.q}
        onChange={(q) => onChange({ q }, true)}
      />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Box w={{ base: 'full', sm: '56' }}>
          <ChoiceSelect
            label="Type"
            size="sm"
            value={params.type}
            options={TYPE_OPTIONS}
            onChange={(type) => onChange({ type: type as ReviewTypeFilter })}
          />
        </Box>
        <Box w={{ base: 'full', sm: '56' }}>
          <ChoiceSelect
            label="Sort by"
            size="sm"
            value={params.sort}
            options={REVIEW_SORTS.map((sort) => ({ value: sort, label: REVIEW_SORT_LABELS[sort] }))}
            onChange={(sort) => onChange({ sort: sort as ReviewsParams['sort'] })}
          />
        </Box>
      </HStack>
    </Stack>
  );
}
