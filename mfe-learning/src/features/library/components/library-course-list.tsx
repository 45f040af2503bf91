import { Button, EmptyState, SimpleGrid, Stack } from '@portal/shared-ui';
import { Link } from '@portal/shared-ui/router';
import { ENROLLMENT_TEXTS, LIBRARY_TEXTS, type EnrolledCourse } from '@portal/shared-api/enrollments';
import type { LibraryView } from '../utils/library-list.ts';
import { LibraryCourseCard } from './library-course-card.tsx';

type LibraryCourseListProps = { courses: EnrolledCourse[]; view: LibraryView; isLibraryEmpty: boolean };

/**
 * One tab's courses as a grid or a list; 'No courses found' when none is left
 * (docs/product/library.md#texts).
 */
export function LibraryCourseList({ courses, view, isLibraryEmpty }: LibraryCourseListProps) {
  if (courses.length === 0) {
    return (
      <EmptyState
        title={LIBRARY_TEXTS.empty}
        action={
          isLibraryEmpty ? (
            <Button asChild>
              <Link to="/courses">{ENROLLMENT_TEXTS.browseCourses}</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  const cards = courses.map((course) => <LibraryCourseCard key={course.Id} course={course} view={view} />);
  if (view === 'list') return <Stack gap="4">{cards}</Stack>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {cards}
    </SimpleGrid>
  );
}
