import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { CoverImage, PriceTag } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { displayName, formatMoney } from '@portal/shared-api/core';
import type { TrendingCourses as Trending } from '@portal/shared-api/dashboard';

type TrendingCoursesProps = { courses: Trending['courses'] };

/**
 * The catalogue's most popular courses, each a row: its cover, then its title (a link to its course page),
 * instructor, figures and price. One column on a phone, two when wide.
 */
export function TrendingCourses({ courses }: TrendingCoursesProps) {
  return (
    <SimpleGrid
      as="ol"
      listStyleType="none"
      columns={{ base: 1, md: 2 }}
      gap="4"
      aria-label="Trending courses"
    >
      {courses.map((course) => (
        <HStack as="li" key={course.Id} gap="3" align="start">
          <Box flexShrink={0} w="20" borderRadius="md" overflow="hidden">
            <CoverImage src={course.CoverImage} alt="" ratio={4 / 3} />
          </Box>
          <Stack flex="1" gap="0.5" minW="0">
            <Link asChild fontWeight="medium" lineClamp={2}>
              <RouterLink to={`/courses/${course.Slug}`}>{course.Title}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted" truncate>
              {displayName(course.CreatedBy)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {course.Rating.toFixed(1)} rating · {course.Students}{' '}
              {course.Students === 1 ? 'student' : 'students'}
            </Text>
            {/* Under the text rather than beside it: a sale price wraps, and would squeeze the title. */}
            <PriceTag
              price={course.Price}
              originalPrice={course.OriginalPrice}
              format={formatMoney}
              size="sm"
            />
          </Stack>
        </HStack>
      ))}
    </SimpleGrid>
  );
}
