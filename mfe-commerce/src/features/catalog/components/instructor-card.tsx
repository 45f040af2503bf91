import { HStack, Stack, Text } from '@portal/shared-ui';
import { Avatar } from '@portal/shared-ui/data';
import type { CourseInstructor } from '@portal/shared-api/catalog';
import { displayName } from '@portal/shared-api/core';

/** The instructor with their headline, bio and what they teach here. */
export function InstructorCard({ instructor }: { instructor: CourseInstructor }) {
  const name = displayName(instructor);
  return (
    <Stack as="section" aria-labelledby="course-instructor" gap="3">
      <Text as="h2" id="course-instructor" fontSize="xl" fontWeight="semibold">
        Instructor
      </Text>
      <HStack gap="4" align="flex-start">
        <Avatar name={name} src={instructor.Photo ?? undefined} size="lg" />
        <Stack gap="1">
          <Text fontWeight="semibold">{name}</Text>
          {instructor.Profil ? <Text color="fg.muted">{instructor.Profil}</Text> : null}
          <Text fontSize="sm" color="fg.muted">
            {instructor.Rating.toFixed(1)} instructor rating · {instructor.Students} students ·{' '}
            {instructor.Courses} {instructor.Courses === 1 ? 'course' : 'courses'}
          </Text>
        </Stack>
      </HStack>
      {instructor.About ? <Text whiteSpace="pre-line">{instructor.About}</Text> : null}
    </Stack>
  );
}
