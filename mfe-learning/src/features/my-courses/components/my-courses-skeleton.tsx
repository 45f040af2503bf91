import { Stack, Text } from '@portal/shared-ui';
import { CardGridSkeleton } from '@portal/shared-ui/data';
import { ENROLLMENT_TEXTS } from '@portal/shared-api/enrollments';

/** The product's loading text over boxes of the loaded page's size, so nothing shifts when data arrives. */
export function MyCoursesSkeleton() {
  return (
    <Stack gap="6">
      <Text color="fg.muted" role="status">
        {ENROLLMENT_TEXTS.loadingCourses}
      </Text>
      <CardGridSkeleton count={4} columns={{ base: 2, lg: 4 }} height="24" label="Loading course stats" />
      <CardGridSkeleton
        count={3}
        columns={{ base: 1, md: 2, xl: 3 }}
        height="80"
        label="Loading course cards"
      />
    </Stack>
  );
}
