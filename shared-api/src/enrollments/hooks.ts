import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  deleteEnrollment,
  getCourseAccess,
  getEnrollment,
  getEnrollments,
  getLearningOverview,
  postCompleteCourse,
  postEnrollFree,
  putLibraryFlags,
  putProgress,
} from './client.ts';
import type {
  AccessAnswer,
  EnrolledCourse,
  LearningOverview,
  LibraryPayload,
  ProgressPayload,
} from './contract.ts';
import { dashboardKeys } from '../dashboard/keys.ts';
import { enrollmentKeys } from './keys.ts';

/** The signed-in user's enrolments (My Courses, My Progress, the Library read the same list). */
export function useEnrollments(): ApiQuery<EnrolledCourse[]> {
  return useApiQuery(enrollmentKeys.list(), getEnrollments);
}

export function useEnrollment(courseId: string | undefined): ApiQuery<EnrolledCourse> {
  return useApiQuery(courseId ? enrollmentKeys.detail(courseId) : null, () =>
    getEnrollment(courseId as string),
  );
}

export function useCourseAccess(courseId: string | undefined): ApiQuery<AccessAnswer> {
  return useApiQuery(courseId ? enrollmentKeys.list('access', courseId) : null, () =>
    getCourseAccess(courseId as string),
  );
}

export function useLearningOverview(): ApiQuery<LearningOverview> {
  return useApiQuery(enrollmentKeys.list('overview'), getLearningOverview);
}

/** Every enrolment change refreshes the lists, the details and the dashboard's courses. */
const invalidates = [enrollmentKeys, dashboardKeys];

export function useEnrollFree() {
  return useApiMutation(enrollmentKeys.mutation('enroll-free'), postEnrollFree, { invalidates });
}

export function useUpdateProgress() {
  return useApiMutation(
    enrollmentKeys.mutation('progress'),
    ({ courseId, payload }: { courseId: string; payload: ProgressPayload }) => putProgress(courseId, payload),
    { invalidates },
  );
}

export function useCompleteCourse() {
  return useApiMutation(enrollmentKeys.mutation('complete'), postCompleteCourse, { invalidates });
}

export function useUpdateLibrary() {
  return useApiMutation(
    enrollmentKeys.mutation('library'),
    ({ courseId, payload }: { courseId: string; payload: LibraryPayload }) =>
      putLibraryFlags(courseId, payload),
    { invalidates },
  );
}

export function useUnenroll() {
  return useApiMutation(enrollmentKeys.mutation('unenroll'), deleteEnrollment, { invalidates });
}
