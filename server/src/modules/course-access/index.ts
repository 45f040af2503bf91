// The course-access module's face: what the app and other modules may use. Everything else in this folder is private.
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
