import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  archiveInstructorCourse,
  deleteInstructorCourse,
  duplicateInstructorCourse,
  editInstructorCourse,
  getCourseDraft,
  getInstructorCourses,
  getWizardOptions,
  postCourseDraft,
  publishCourseDraft,
  putCourseDraft,
} from './client.ts';
import type { CourseDraft, CourseDraftPayload, InstructorCourseList, WizardOptions } from './contract.ts';
import { courseAuthoringKeys } from './keys.ts';

/** The instructor's course list only: a save must not refetch the draft the wizard is editing. */
const courseList = {
  isKey: (key: unknown) => courseAuthoringKeys.isKey(key) && (key as unknown[])[2] === 'courses',
};

export function useWizardOptions(): ApiQuery<WizardOptions> {
  return useApiQuery(courseAuthoringKeys.list('options'), getWizardOptions, { revalidateOnFocus: false });
}

/**
 * One saved draft; no request without an id (a new course). Fetched again on every mount (a cached copy may
 * be older than the last save) but not on focus: the wizard owns the edits once it has loaded them.
 */
export function useCourseDraft(draftId: string | undefined): ApiQuery<CourseDraft> {
  return useApiQuery(
    draftId ? courseAuthoringKeys.detail(draftId) : null,
    () => getCourseDraft(draftId as string),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

export function useInstructorCourses(): ApiQuery<InstructorCourseList> {
  return useApiQuery(courseAuthoringKeys.list('courses'), getInstructorCourses);
}

/** Save Draft and autosave: POST the first time (no id yet), PUT afterwards. */
export function useSaveCourseDraft() {
  return useApiMutation(
    courseAuthoringKeys.mutation('save'),
    ({ id, payload }: { id: string | null; payload: CourseDraftPayload }) =>
      id ? putCourseDraft(id, payload) : postCourseDraft(payload),
    { invalidates: [courseList] },
  );
}

export function usePublishCourseDraft() {
  return useApiMutation(courseAuthoringKeys.mutation('publish'), publishCourseDraft, {
    invalidates: [courseList],
  });
}

/** Opens (or creates) the draft of a course, for the wizard. */
export function useEditInstructorCourse() {
  return useApiMutation(courseAuthoringKeys.mutation('edit'), editInstructorCourse, {
    invalidates: [courseList],
  });
}

export function useDuplicateInstructorCourse() {
  return useApiMutation(courseAuthoringKeys.mutation('duplicate'), duplicateInstructorCourse, {
    invalidates: [courseAuthoringKeys],
  });
}

export function useArchiveInstructorCourse() {
  return useApiMutation(
    courseAuthoringKeys.mutation('archive'),
    ({ id, archived }: { id: string; archived: boolean }) => archiveInstructorCourse(id, archived),
    { invalidates: [courseAuthoringKeys] },
  );
}

export function useDeleteInstructorCourse() {
  return useApiMutation(courseAuthoringKeys.mutation('delete'), deleteInstructorCourse, {
    invalidates: [courseAuthoringKeys],
  });
}
