// Enrolments, My Courses, My Progress (docs/product/enrollments.md) and the Library
// (docs/product/library.md): the statuses, sorts, filters and texts the pages and the server share. Wire
// types come from the schemas.
export type * from './schemas.ts';
import type { ENROLLMENT_STATUSES, COURSE_LEVELS, ENROLLMENT_ACCESS } from './constants.ts';
export * from './constants.ts';
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
  paused: 'Paused',
};
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type EnrollmentAccess = (typeof ENROLLMENT_ACCESS)[number];

/**
 * Mark as Complete is offered once a course is more than this share done, and the server agrees
 * (docs/product/enrollments.md#mark-as-complete-rule).
 */
export const MARK_COMPLETE_ABOVE = 80;

/** My Courses sort options (docs/product/enrollments.md#my-courses-sort). */
export const MY_COURSES_SORTS = [
  { value: 'recent', label: 'Recently accessed' },
  { value: 'title-asc', label: 'Title A-Z' },
  { value: 'title-desc', label: 'Title Z-A' },
  { value: 'progress-desc', label: 'Progress high to low' },
  { value: 'progress-asc', label: 'Progress low to high' },
] as const;
export type MyCoursesSort = (typeof MY_COURSES_SORTS)[number]['value'];

export const MY_COURSES_TABS = ['all', 'in-progress', 'completed'] as const;
export type MyCoursesTab = (typeof MY_COURSES_TABS)[number];

/**
 * Library sort (last accessed by default), filters and tabs
 * (docs/product/library.md#library-filters-and-sorts).
 */
export const LIBRARY_SORTS = [
  { value: 'last_accessed', label: 'Last accessed' },
  { value: 'title', label: 'Title' },
  { value: 'progress', label: 'Progress' },
  { value: 'rating', label: 'Rating' },
  { value: 'enrolled_date', label: 'Enrolled date' },
] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number]['value'];
export const LIBRARY_CATEGORIES = ['Programming', 'Design', 'Marketing', 'Business'] as const;
export const LIBRARY_TABS = [
  { value: 'all', label: 'All Courses' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'favorites', label: 'Favorites' },
  { value: 'downloaded', label: 'Downloaded' },
] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number]['value'];

export const ENROLLMENT_TEXTS = {
  // docs/product/enrollments.md#texts
  checkAccessFailed: 'Failed to check course access',
  enrollFailed: 'Failed to enroll in course',
  fetchFailed: 'Failed to fetch enrollments',
  progressFailed: 'Failed to update progress',
  completeFailed: 'Failed to complete course',
  subscriptionFailed: 'Failed to check subscription access',
  // My Courses (docs/product/enrollments.md#my-courses)
  coursesFailed: 'Failed to load courses',
  loadingCourses: 'Loading your courses...',
  noCourses: 'No courses found',
  noEnrolments: "You haven't enrolled in any courses yet.",
  browseCourses: 'Browse Courses',
  reviewCourse: 'Review Course',
  continueLearning: 'Continue Learning',
  // ours: the server's refusals
  courseNotFound: 'The requested course could not be found.',
  notFree: 'This course is not free: buy it or subscribe to follow it.',
  completeTooEarly: `A course can be marked complete once more than ${MARK_COMPLETE_ABOVE}% of it is done.`,
  lessonNotInCourse: 'This lesson is not part of the course.',
  boughtStays: 'A course you bought stays yours: remove it from your library instead.',
} as const;

export const LIBRARY_TEXTS = {
  // docs/product/library.md#texts
  empty: 'No courses found',
  certificateNotAvailable: 'Certificate not available',
  certificateOpenFailed: 'Failed to open certificate',
  markCompleteFailed: 'Failed to mark course as complete',
  favoriteUpdated: 'Favorite status updated',
  removed: 'Course removed from library',
  certificateOpened: 'Certificate opened',
  markedComplete: 'Course marked as complete!',
  markComplete: 'Mark as Complete',
} as const;

/**
 * The course player (mfe-learning owns the route): at a lesson, or where the player chooses
 * (docs/product/player.md#lesson-choice).
 */
export function coursePlayerPath(courseSlug: string, lessonId?: string | null): string {
  const base = `/user/courses/${encodeURIComponent(courseSlug)}/read`;
  return lessonId ? `${base}/${encodeURIComponent(lessonId)}` : base;
}
