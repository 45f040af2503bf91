import { Button, EmptyState, Stack } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { Link } from '@portal/shared-ui/router';
import { useInstructorCourses } from '@portal/shared-api/course-authoring';
import { CourseTotals } from '../components/course-totals.tsx';
import { CoursesTable } from '../components/courses-table.tsx';
import { COURSE_LIST_TEXTS as T, useCourseActions } from '../hooks/use-course-actions.ts';

const newCourseButton = (
  <Button asChild>
    <Link to="/instructor/courses/new">{T.newCourse}</Link>
  </Button>
);

/** /instructor/courses: the instructor's courses and drafts, with their totals and actions. */
export function InstructorCoursesPage() {
  const courses = useInstructorCourses();
  const actions = useCourseActions();
  const confirming = actions.confirming;
  const unarchive = confirming?.action === 'archive' && confirming.course.Status === 'archived';
  return (
    <PageFrame title={T.title} actions={newCourseButton}>
      <QueryState
        query={courses}
        errorTitle={T.loadFailed}
        loading={<CardGridSkeleton count={4} label="Loading your courses" />}
        isEmpty={(data) => data.courses.length === 0}
        empty={
          <EmptyState
            title={T.empty}
            description="Create one, save it as a draft, then publish it."
            action={newCourseButton}
          />
        }
      >
        {(data) => (
          <Stack gap="6">
            <CourseTotals totals={data.totals} />
            <CoursesTable courses={data.courses} onAction={actions.run} />
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.action === 'delete'
            ? T.deleteConfirm
            : unarchive
              ? T.unarchiveConfirm
              : T.archiveConfirm
        }
        description={
          confirming?.action === 'delete'
            ? T.deleteWarning
            : unarchive
              ? T.unarchiveWarning
              : T.archiveWarning
        }
        confirmLabel={confirming?.action === 'delete' ? 'Delete' : unarchive ? 'Unarchive' : 'Archive'}
        destructive={confirming?.action === 'delete'}
        isPending={actions.isPending}
        onClose={actions.cancel}
        onConfirm={() => void actions.confirm()}
      />
    </PageFrame>
  );
}
