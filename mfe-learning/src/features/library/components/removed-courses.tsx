import { useId, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@portal/shared-ui';
import type { EnrolledCourse } from '@portal/shared-api/enrollments';
import { useRestoreCourse } from '../hooks/use-library-actions.ts';

type RemovedCoursesProps = { courses: EnrolledCourse[] };

function RemovedCourse({ course }: { course: EnrolledCourse }) {
  const { restore, isRestoring } = useRestoreCourse();
  return (
    <HStack as="li" justify="space-between" gap="3" py="2" borderBottomWidth="1px">
      <Text truncate>{course.Title}</Text>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Restore ${course.Title}`}
        loading={isRestoring}
        onClick={() => void restore(course)}
      >
        Restore
      </Button>
    </HStack>
  );
}

/** Courses taken out of the library (still enrolled), out of the way until asked for, each restorable. */
export function RemovedCourses({ courses }: RemovedCoursesProps) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (courses.length === 0) return null;
  return (
    <Box>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen(!isOpen)}
      >
        {isOpen ? 'Hide removed courses' : `Show removed courses (${courses.length})`}
      </Button>
      {isOpen ? (
        <Stack as="ul" id={listId} aria-label="Removed courses" gap="0" mt="2" maxW="xl">
          {courses.map((course) => (
            <RemovedCourse key={course.Id} course={course} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
