// Who may open a course: enrolled with access (free, bought or by subscription), its author, or an
// administrator; everyone else gets the course's 404 (docs/product/enrollments.md#who-may-follow-a-course).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export {
  accessOf,
  boughtSql,
  canFollowPaid,
  checkCourseAccess,
  checkSubscriptionAccess,
  findOpenCourse,
  hasActiveSubscription,
  hasBought,
  isOpenCourse,
  notFound,
  type OpenCourse,
} from './enrollment-access.ts';
export { readableCourse, readableLesson, type PlayerLessonRef } from './player-access.ts';
