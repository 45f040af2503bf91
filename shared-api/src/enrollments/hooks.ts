import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  getEnrollments,
  getLearningOverview,
  postCompleteCourse,
  putLibraryFlags,
  putProgress,
} from './client.ts';
import type { EnrolledCourse, LearningOverview, LibraryPayload, ProgressPayload } from './contract.ts';
import { dashboardKeys } from '../dashboard/keys.ts';
import { enrollmentKeys } from './keys.ts';

/** The signed-in user's enrolments (My Courses, My Progress, the Library read the same list). */
export function useEnrollments(): ApiQuery<EnrolledCourse[]> {
  return useApiQuery(enrollmentKeys.list(), getEnrollments);
}

export function useLearningOverview(): ApiQuery<LearningOverview> {
  return useApiQuery(enrollmentKeys.list('overview'), getLearningOverview);
}

/** Every enrolment change refreshes the lists, the details and the dashboard's courses. */
const invalidates = [enrollmentKeys, dashboardKeys];

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
