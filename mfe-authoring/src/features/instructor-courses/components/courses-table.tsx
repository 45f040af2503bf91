import { Box, HStack, Link, Text } from '@portal/shared-ui';
import { CoverImage, DataTable, StarRating, type DataTableColumn } from '@portal/shared-ui/data';
import { ActionsMenu, type ActionsMenuItem } from '@portal/shared-ui/overlays';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { formatDate, formatMoney } from '@portal/shared-api/core';
import type { InstructorCourse } from '@portal/shared-api/course-authoring';
import type { CourseAction } from '../hooks/use-course-actions.ts';
import { CourseStatus } from './course-status.tsx';

type CoursesTableProps = {
  courses: InstructorCourse[];
  onAction: (action: CourseAction, course: InstructorCourse) => void;
};

/** What can be done to a course: a never-published draft is deleted, a course archived instead. */
export function courseActions(course: InstructorCourse): ActionsMenuItem<CourseAction>[] {
  const items: ActionsMenuItem<CourseAction>[] = [{ value: 'edit', label: 'Edit' }];
  if (course.Slug && course.Status === 'published') items.push({ value: 'view', label: 'View in catalogue' });
  items.push({ value: 'duplicate', label: 'Duplicate' });
  if (course.CourseId)
    items.push({ value: 'archive', label: course.Status === 'archived' ? 'Unarchive' : 'Archive' });
  if (course.Status === 'draft' && !course.CourseId)
    items.push({ value: 'delete', label: 'Delete draft', danger: true });
  return items;
}

export function CoursesTable({ courses, onAction }: CoursesTableProps) {
  const columns: DataTableColumn<InstructorCourse>[] = [
    {
      key: 'course',
      header: 'Course',
      cell: (course) => (
        <HStack gap="3" minW="64">
          <Box width="24" flexShrink={0}>
            <CoverImage src={course.CoverUrl} alt={`Cover of ${course.Title}`} />
          </Box>
          <Box minW="0">
            {course.Slug && course.Status === 'published' ? (
              <Link asChild fontWeight="medium">
                <RouterLink to={`/courses/${course.Slug}`}>{course.Title}</RouterLink>
              </Link>
            ) : (
              <Text fontWeight="medium">{course.Title}</Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              {course.Sections} sections · {course.Lessons} lessons
            </Text>
          </Box>
        </HStack>
      ),
    },
    { key: 'status', header: 'Status', cell: (course) => <CourseStatus course={course} /> },
    { key: 'students', header: 'Students', align: 'end', cell: (course) => course.Students },
    {
      key: 'rating',
      header: 'Rating',
      cell: (course) =>
        course.ReviewCount > 0 ? (
          <HStack gap="1">
            <StarRating value={course.Rating} label={`Rated ${course.Rating.toFixed(1)} out of 5`} />
            <Text fontSize="sm" color="fg.muted">
              {course.Rating.toFixed(1)} ({course.ReviewCount}{' '}
              {course.ReviewCount === 1 ? 'review' : 'reviews'})
            </Text>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No reviews
          </Text>
        ),
    },
    { key: 'revenue', header: 'Revenue', align: 'end', cell: (course) => formatMoney(course.RevenueCents) },
    { key: 'updated', header: 'Updated', cell: (course) => formatDate(course.UpdatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (course) => (
        <ActionsMenu
          label={`Actions for ${course.Title}`}
          items={courseActions(course)}
          onSelect={(action) => onAction(action, course)}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={courses}
      getRowKey={(course) => course.Id}
      caption="My courses"
      hideCaption
    />
  );
}
