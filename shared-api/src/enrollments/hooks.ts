import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  getCourseAccess,
  getEnrollments,
  getLearningOverview,
  getSubscriptionAccess,
  postCompleteCourse,
  putLibraryFlags,
  putProgress,
} from './client.ts';
import type {
  AccessAnswer,
  EnrolledCourse,
  LearningOverview,
  LibraryPayload,
  ProgressPayload,
  SubscriptionAccessAnswer,
} from './contract.ts';
import { dashboardKeys } from '../dashboard/keys.ts';
import { enrollmentKeys } from './keys.ts';

/** The signed-in user's enrolments (My Courses, My Progress, the Library read the same list). */
export function useEnrollments(): ApiQuery<EnrolledCourse[]> {
  return useApiQuery(enrollmentKeys.list(), getEnrollments);
}

export function useLearningOverview(): ApiQuery<LearningOverview> {
  return useApiQuery(enrollmentKeys.list('overview'), getLearningOverview);
}

/** Whether the signed-in user may already follow a course (bought, subscribed, free and enrolled). */
export function useCourseAccess(courseId: string): ApiQuery<AccessAnswer> {
  return useApiQuery(enrollmentKeys.list('access', courseId), () => getCourseAccess(courseId));
}

/** Whether the signed-in user has an active plan. */
export function useSubscriptionAccess(): ApiQuery<SubscriptionAccessAnswer> {
  return useApiQuery(enrollmentKeys.list('subscription-access'), getSubscriptionAccess);
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
