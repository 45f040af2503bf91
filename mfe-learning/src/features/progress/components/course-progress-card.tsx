import { Button, Card, Flex, Heading, HStack, Stack, Text } from '@portal/shared-ui';
import { DataList, ProgressBar, StatusBadge } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { ENROLLMENT_STATUS_LABELS, type EnrolledCourse } from '@portal/shared-api/enrollments';
import { formatDuration } from '@portal/shared-api/core';
import {
  completedLabel,
  lastActivityLabel,
  lessonsLabel,
  nextLessonPath,
  quizLabel,
  STATUS_TONES,
} from '../utils/course-progress.ts';

type CourseProgressCardProps = { course: EnrolledCourse };

/** One course's progress: status, lessons, time, quizzes, last activity and the next lesson to open. */
export function CourseProgressCard({ course }: CourseProgressCardProps) {
  const facts = [
    { label: 'Lessons', value: lessonsLabel(course) },
    { label: 'Time spent', value: formatDuration(course.TimeSpentMinutes) },
    { label: 'Quiz score', value: quizLabel(course.QuizScore) },
    { label: 'Last activity', value: lastActivityLabel(course.LastAccessedAt) },
  ];
  return (
    <Card.Root as="article" aria-label={course.Title} size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h3" size="md">
            {course.Title}
          </Heading>
          <StatusBadge
            status={course.Status}
            label={ENROLLMENT_STATUS_LABELS[course.Status]}
            tones={STATUS_TONES}
          />
        </HStack>
        <ProgressBar
          value={course.Progress}
          label={`${course.Title} progress`}
          hideLabel
          valuePlacement="end"
        />
        <DataList.Root orientation="vertical" flexDirection="row" flexWrap="wrap" gap="6" size="sm">
          {facts.map((fact) => (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue>{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {course.Status === 'completed' ? (
          <Text fontSize="sm" fontWeight="medium">
            {completedLabel(course.CompletedAt)}
          </Text>
        ) : (
          <Flex gap="3" align="center" justify="space-between" wrap="wrap">
            <Stack gap="0" minW="0">
              <Text fontSize="sm" color="fg.muted">
                Next lesson
              </Text>
              <Text fontWeight="medium">{course.NextLesson?.Title ?? 'Start the course'}</Text>
            </Stack>
            <Button asChild size="sm">
              <RouterLink to={nextLessonPath(course)} aria-label={`Continue ${course.Title}`}>
                Continue
              </RouterLink>
            </Button>
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
