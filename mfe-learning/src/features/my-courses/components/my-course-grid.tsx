import { EmptyState, SimpleGrid } from '@portal/shared-ui';
import { ENROLLMENT_TEXTS, type EnrolledCourse } from '@portal/shared-api/enrollments';
import { MyCourseCard } from './my-course-card.tsx';

type MyCourseGridProps = { courses: EnrolledCourse[] };

/** One tab's courses as cards, or 'No courses found' when the search and tab leave none. */
export function MyCourseGrid({ courses }: MyCourseGridProps) {
  if (courses.length === 0) return <EmptyState title={ENROLLMENT_TEXTS.noCourses} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {courses.map((course, index) => (
        <MyCourseCard key={course.Id} course={course} priority={index === 0} />
      ))}
    </SimpleGrid>
  );
}
