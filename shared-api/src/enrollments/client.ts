import { http } from '@portal/shared-api/core';
import type {
  AccessAnswer,
  EnrolledCourse,
  LearningOverview,
  LibraryPayload,
  ProgressPayload,
  SubscriptionAccessAnswer,
} from './contract.ts';

const id = (courseId: string) => encodeURIComponent(courseId);

/** GET /api/enrollments/user (docs/product/enrollments.md#api): the signed-in user's enrolments. */
export function getEnrollments(): Promise<EnrolledCourse[]> {
  return http.get('enrollments/user').json<EnrolledCourse[]>();
}

/** GET /api/enrollments/check-access/{courseId}: whether the signed-in user may already follow the course. */
export function getCourseAccess(courseId: string): Promise<AccessAnswer> {
  return http.get(`enrollments/check-access/${id(courseId)}`).json<AccessAnswer>();
}

/** GET /api/enrollments/subscription-access: whether the signed-in user has an active plan. */
export function getSubscriptionAccess(): Promise<SubscriptionAccessAnswer> {
  return http.get('enrollments/subscription-access').json<SubscriptionAccessAnswer>();
}

export function postEnrollFree(courseId: string): Promise<EnrolledCourse> {
  return http.post('enrollments/enroll-free', { json: { courseId } }).json<EnrolledCourse>();
}

export function putProgress(courseId: string, payload: ProgressPayload): Promise<EnrolledCourse> {
  return http.put(`enrollments/progress/${id(courseId)}`, { json: payload }).json<EnrolledCourse>();
}

export function postCompleteCourse(courseId: string): Promise<EnrolledCourse> {
  return http.post(`enrollments/complete/${id(courseId)}`).json<EnrolledCourse>();
}

export function putLibraryFlags(courseId: string, payload: LibraryPayload): Promise<EnrolledCourse> {
  return http.put(`enrollments/library/${id(courseId)}`, { json: payload }).json<EnrolledCourse>();
}

/**
 * GET /api/learning/overview (docs/product/enrollments.md#learning-overview): hours, this week's hours,
 * streak, level and points.
 */
export function getLearningOverview(): Promise<LearningOverview> {
  return http.get('learning/overview').json<LearningOverview>();
}
