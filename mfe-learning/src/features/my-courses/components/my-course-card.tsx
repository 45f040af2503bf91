import { Button, Card, Heading, Stack, Text } from '@portal/shared-ui';
import { CoverImage, ProgressBar } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { timeAgo } from '@portal/shared-api/core';
import { ENROLLMENT_TEXTS, type EnrolledCourse } from '@portal/shared-api/enrollments';
import { playerPath } from '../utils/my-courses-list.ts';

/** `priority`: the first card's cover is the page's largest picture on a phone. */
type MyCourseCardProps = { course: EnrolledCourse; priority?: boolean };

/**
 * One enrolment (docs/product/enrollments.md#my-courses): cover, title, instructor, progress, last visit,
 * and the way back into the player.
 */
export function MyCourseCard({ course, priority = false }: MyCourseCardProps) {
  const action =
    course.Status === 'completed' ? ENROLLMENT_TEXTS.reviewCourse : ENROLLMENT_TEXTS.continueLearning;
  return (
    <Card.Root as="article" aria-label={course.Title} overflow="hidden">
      <CoverImage src={course.Thumbnail} alt={`Cover of ${course.Title}`} priority={priority} />
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" lineClamp={2}>
            {course.Title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {course.Instructor.Username}
          </Text>
        </Stack>
        <ProgressBar
          value={course.Progress}
          label={`${course.Title} progress`}
          hideLabel
          valuePlacement="end"
        />
        <Text fontSize="sm" color="fg.muted">
          {course.LastAccessedAt ? `Last accessed: ${timeAgo(course.LastAccessedAt)}` : 'Not started yet'}
        </Text>
      </Card.Body>
      <Card.Footer flexDirection="column" gap="2">
        <Button asChild width="full" variant={course.Status === 'completed' ? 'outline' : 'solid'}>
          {/* The visible text starts the name (WCAG 2.5.3); the title tells the cards' links apart. */}
          <RouterLink to={playerPath(course)} aria-label={`${action} ${course.Title}`}>
            {action}
          </RouterLink>
        </Button>
        {course.Status === 'completed' ? (
          // The review form takes the course from navigation state and preselects it
          // (docs/product/reviews.md#write-or-edit-a-review).
          <Button asChild width="full" variant="ghost" size="sm">
            <RouterLink
              to="/reviews/write"
              state={{ courseId: course.Id }}
              aria-label={`Write a review of ${course.Title}`}
            >
              Write a review
            </RouterLink>
          </Button>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
