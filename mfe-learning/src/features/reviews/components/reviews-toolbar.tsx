// My Reviews' filters (docs/product/reviews.md#review-figures): search, the type filter (all, course,
// instructor), the course filter (the courses the learner reviewed) and the four sorts.
import { Box, HStack, Stack } from '@portal/shared-ui';
import { ChoiceSelect, SearchInput } from '@portal/shared-ui/forms';
import { REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewTypeFilter } from '@portal/shared-api/reviews';
import type { ReviewsParams } from '../hooks/use-reviews-params.ts';
import { chosenCourse, type ReviewedCourse } from '../hooks/filter-reviews.ts';

const TYPE_OPTIONS: { value: ReviewTypeFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'course', label: 'Courses' },
  { value: 'instructor', label: 'Instructors' },
];

type ReviewsToolbarProps = {
  params: ReviewsParams;
  /** The courses the learner's reviews are about. */
  courses: ReviewedCourse[];
  onChange: (changes: Partial<ReviewsParams>, replace?: boolean) => void;
};

export function ReviewsToolbar({ params, courses, onChange }: ReviewsToolbarProps) {
  const courseOptions = [
    { value: '', label: 'All courses' },
    ...courses.map((course) => ({ value: course.Id, label: course.Title || 'Removed course' })),
  ];
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
            label="Course"
            size="sm"
            value={chosenCourse(courses, params.course)}
            options={courseOptions}
            onChange={(course) => onChange({ course })}
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
