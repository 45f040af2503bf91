import { Box, Button, HStack, Image, Stack, Text } from '@portal/shared-ui';
import { ProgressBar, StatusBadge } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import type { DashboardCourse } from '@portal/shared-api/dashboard';
import { coursePlayerPath } from '@portal/shared-api/enrollments';
import { DashboardSection } from './dashboard-section.tsx';

type RecentCoursesProps = { courses: DashboardCourse[] };

export function RecentCourses({ courses }: RecentCoursesProps) {
  return (
    <DashboardSection title="Recent Courses" linkLabel="View all courses" linkTo="/user/courses">
      {courses.length === 0 ? (
        <Text color="fg.muted">You haven't enrolled in any courses yet.</Text>
      ) : (
        <Stack gap="4">
          {courses.map((course) => (
            <HStack key={course.Id} gap="4" align="center">
              {/* A phone keeps the width for the title. */}
              <Box
                flexShrink={0}
                w="16"
                h="12"
                borderRadius="md"
                overflow="hidden"
                bg="bg.muted"
                hideBelow="sm"
              >
                {course.CoverImage ? (
                  <Image src={course.CoverImage} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
                ) : null}
              </Box>
              <Stack flex="1" gap="1" minW="0">
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="medium" lineClamp={2}>
                    {course.Title}
                  </Text>
                  {course.Status === 'completed' ? <StatusBadge status="Completed" tone="success" /> : null}
                </HStack>
                <ProgressBar
                  value={course.Progress}
                  label={`${course.Title} progress`}
                  hideLabel
                  valuePlacement="end"
                />
              </Stack>
              <Button asChild size="sm" variant="outline">
                <RouterLink to={coursePlayerPath(course.Slug)} aria-label={`Continue ${course.Title}`}>
                  Continue
                </RouterLink>
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
