import { Badge, Card, Heading, HStack, LinkOverlay, Stack, Text } from '@portal/shared-ui';
import { CoverImage, PriceTag, StarRating } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { displayName, formatDuration, formatMoney } from '@portal/shared-api/core';
import type { CatalogCourse } from '@portal/shared-api/catalog';

const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

/**
 * A catalogue card: the whole card opens the course page; the title is the link's name. The first card's
 * cover is the page's largest picture on a phone (`priority`).
 */
export function CourseCard({ course, priority = false }: { course: CatalogCourse; priority?: boolean }) {
  const author = displayName(course.CreatedBy);
  return (
    // LinkOverlay stretches the title's link over the positioned card.
    <Card.Root as="article" position="relative" overflow="hidden" _hover={{ shadow: 'md' }}>
      <CoverImage src={course.CoverImage} alt="" priority={priority} />
      <Card.Body gap="2" p="4">
        <Heading as="h2" size="sm" lineClamp={2}>
          <LinkOverlay asChild>
            <RouterLink to={`/courses/${course.Slug}`}>{course.Title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {author}
        </Text>
        <HStack gap="1" fontSize="sm">
          <Text fontWeight="semibold">{course.Rating.toFixed(1)}</Text>
          <StarRating value={course.Rating} label={`Rated ${course.Rating.toFixed(1)}`} />
          <Text color="fg.muted">({course.RatingCount})</Text>
        </HStack>
        <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
          <Badge variant="subtle">{levelLabel(course.Level)}</Badge>
          <Text>{formatDuration(course.Duration)}</Text>
          <Text>
            {course.Students} {course.Students === 1 ? 'student' : 'students'}
          </Text>
        </HStack>
        <Stack mt="auto" pt="1">
          <PriceTag price={course.Price} originalPrice={course.OriginalPrice} format={formatMoney} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
