import { Badge, Box, Card, Flex, Heading, HStack, Stack, Text, Wrap } from '@portal/shared-ui';
import { CoverImage, ProgressBar, StarRating, StatusBadge, Tag } from '@portal/shared-ui/data';
import { ENROLLMENT_STATUS_LABELS, type EnrolledCourse } from '@portal/shared-api/enrollments';
import type { LibraryView } from '../utils/library-list.ts';
import { LEVEL_LABELS, STATUS_TONES } from '../utils/library-labels.ts';
import { LibraryCardActions } from './library-card-actions.tsx';

type LibraryCourseCardProps = { course: EnrolledCourse; view: LibraryView };

/**
 * A course card (docs/product/library.md#library-page): cover, title, instructor, category, level, rating,
 * progress, status, tags, actions.
 */
export function LibraryCourseCard({ course, view }: LibraryCourseCardProps) {
  const isList = view === 'list';
  return (
    <Card.Root
      as="article"
      aria-label={course.Title}
      overflow="hidden"
      flexDirection={isList ? { md: 'row' } : 'column'}
    >
      <Box width={isList ? { md: '64' } : 'full'} flexShrink={0}>
        <CoverImage src={course.Thumbnail} alt={`Cover of ${course.Title}`} />
      </Box>
      <Stack flex="1" minW="0">
        <Card.Body gap="3">
          <Flex justify="space-between" align="start" gap="3">
            <Stack gap="1" minW="0">
              <Heading as="h2" size="md" lineClamp={2}>
                {course.Title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {course.Instructor.Username}
              </Text>
            </Stack>
            <StatusBadge
              status={course.Status}
              label={ENROLLMENT_STATUS_LABELS[course.Status]}
              tones={STATUS_TONES}
            />
          </Flex>
          <HStack gap="2" wrap="wrap" fontSize="sm">
            <Badge variant="outline">{course.Category}</Badge>
            <Badge variant="outline">{LEVEL_LABELS[course.Level]}</Badge>
            {course.Rating > 0 ? (
              <HStack gap="1">
                <StarRating value={course.Rating} label="Rating" />
                <Text color="fg.muted">({course.ReviewCount})</Text>
              </HStack>
            ) : (
              <Text color="fg.muted">No ratings yet</Text>
            )}
          </HStack>
          <ProgressBar
            value={course.Progress}
            label={`${course.Title} progress`}
            hideLabel
            valuePlacement="end"
          />
          {course.Tags.length > 0 ? (
            <Wrap as="ul" gap="1" aria-label="Tags">
              {course.Tags.map((tag) => (
                <Tag.Root as="li" key={tag} size="sm" variant="subtle">
                  <Tag.Label>{tag}</Tag.Label>
                </Tag.Root>
              ))}
            </Wrap>
          ) : null}
        </Card.Body>
        <Card.Footer mt="auto">
          <LibraryCardActions course={course} />
        </Card.Footer>
      </Stack>
    </Card.Root>
  );
}
