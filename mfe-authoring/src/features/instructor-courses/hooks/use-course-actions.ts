// The row actions of My Courses: Edit opens (or creates) the course's draft then the wizard; Archive and
// Delete ask first; every action says how it went.
import { useState } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { toaster } from '@portal/shared-ui';
import {
  useArchiveInstructorCourse,
  useDeleteInstructorCourse,
  useDuplicateInstructorCourse,
  useEditInstructorCourse,
  type InstructorCourse,
} from '@portal/shared-api/course-authoring';

export type CourseAction = 'edit' | 'view' | 'duplicate' | 'archive' | 'delete';
export type Confirming = { action: 'archive' | 'delete'; course: InstructorCourse };

export const COURSE_LIST_TEXTS = {
  title: 'My Courses',
  empty: 'You have not created a course yet',
  newCourse: 'New Course',
  loadFailed: 'Failed to load your courses',
  duplicated: 'Course duplicated',
  archived: 'Course archived',
  unarchived: 'Course unarchived',
  deleted: 'Draft deleted',
  actionFailed: 'The action failed',
  deleteConfirm: 'Delete this draft?',
  deleteWarning: 'This action cannot be undone',
  archiveConfirm: 'Archive this course?',
  archiveWarning: 'It leaves the catalogue; enrolled students keep their access.',
  unarchiveConfirm: 'Unarchive this course?',
  unarchiveWarning: 'It returns to the catalogue.',
} as const;

export function useCourseActions() {
  const navigate = useNavigate();
  const edit = useEditInstructorCourse();
  const duplicate = useDuplicateInstructorCourse();
  const archive = useArchiveInstructorCourse();
  const remove = useDeleteInstructorCourse();
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const attempt = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      toaster.create({ type: 'success', title: success });
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: COURSE_LIST_TEXTS.actionFailed,
        description: (failure as Error).message,
      });
    }
  };

  const run = (action: CourseAction, course: InstructorCourse) => {
    if (action === 'view' && course.Slug) return void navigate(`/courses/${course.Slug}`);
    if (action === 'archive' || action === 'delete') return setConfirming({ action, course });
    if (action === 'duplicate')
      return void attempt(() => duplicate.trigger(course.Id), COURSE_LIST_TEXTS.duplicated);
    if (action === 'edit')
      void edit.trigger(course.Id).then(
        (draft) => navigate(`/instructor/courses/${draft.Id}/edit`),
        (failure: Error) =>
          toaster.create({
            type: 'error',
            title: COURSE_LIST_TEXTS.actionFailed,
            description: failure.message,
          }),
      );
  };

  const confirm = async () => {
    if (!confirming) return;
    const { action, course } = confirming;
    if (action === 'delete') await attempt(() => remove.trigger(course.Id), COURSE_LIST_TEXTS.deleted);
    else {
      const archived = course.Status !== 'archived';
      await attempt(
        () => archive.trigger({ id: course.Id, archived }),
        archived ? COURSE_LIST_TEXTS.archived : COURSE_LIST_TEXTS.unarchived,
      );
    }
    setConfirming(null);
  };

  return {
    run,
    confirming,
    confirm,
    cancel: () => setConfirming(null),
    isPending: archive.isMutating || remove.isMutating,
  };
}
