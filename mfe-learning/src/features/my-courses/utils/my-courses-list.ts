// My Courses (docs/product/enrollments.md#my-courses): what the URL asks for, and the search, tabs, sort and
// stats over the enrolments.
import {
  coursePlayerPath,
  MY_COURSES_SORTS,
  MY_COURSES_TABS,
  type EnrolledCourse,
  type MyCoursesSort,
  type MyCoursesTab,
} from '@portal/shared-api/enrollments';
import { freeText, oneOf, parseSearchParams } from '@portal/shared-ui/routing';

export type MyCoursesParams = { q: string; sort: MyCoursesSort; tab: MyCoursesTab };

export const DEFAULT_SORT: MyCoursesSort = 'recent';
export const DEFAULT_TAB: MyCoursesTab = 'all';

/** ?q=&sort=&tab=; an unknown sort or tab falls back to the default. */
export const MY_COURSES_PARAMS = {
  q: freeText(),
  sort: oneOf(
    MY_COURSES_SORTS.map((sort) => sort.value),
    DEFAULT_SORT,
  ),
  tab: oneOf(MY_COURSES_TABS, DEFAULT_TAB),
};

export function parseMyCoursesParams(params: URLSearchParams): MyCoursesParams {
  return parseSearchParams(params, MY_COURSES_PARAMS);
}

/** The search box looks in the title, the instructor's name and the category, ignoring case. */
export function matchesSearch(course: EnrolledCourse, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [course.Title, course.Instructor.Username, course.Category].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * A course shows as completed or in progress; not started and paused count as in progress
 * (docs/product/enrollments.md#status-and-progress).
 */
export function isInTab(course: EnrolledCourse, tab: MyCoursesTab): boolean {
  if (tab === 'all') return true;
  return (course.Status === 'completed') === (tab === 'completed');
}

export function tabCounts(courses: EnrolledCourse[]): Record<MyCoursesTab, number> {
  const completed = courses.filter((course) => isInTab(course, 'completed')).length;
  return { all: courses.length, 'in-progress': courses.length - completed, completed };
}

const time = (value: string | null) => (value ? Date.parse(value) : -Infinity);
const byTitle = (a: EnrolledCourse, b: EnrolledCourse) => a.Title.localeCompare(b.Title);

const COMPARATORS: Record<MyCoursesSort, (a: EnrolledCourse, b: EnrolledCourse) => number> = {
  // Never opened courses go last, newest enrolment first among them.
  recent: (a, b) =>
    time(b.LastAccessedAt) - time(a.LastAccessedAt) || time(b.EnrolledAt) - time(a.EnrolledAt),
  'title-asc': byTitle,
  'title-desc': (a, b) => byTitle(b, a),
  'progress-desc': (a, b) => b.Progress - a.Progress || byTitle(a, b),
  'progress-asc': (a, b) => a.Progress - b.Progress || byTitle(a, b),
};

export function sortCourses(courses: EnrolledCourse[], sort: MyCoursesSort): EnrolledCourse[] {
  return [...courses].sort(COMPARATORS[sort]);
}

export type MyCoursesStats = {
  total: number;
  inProgress: number;
  completed: number;
  averageProgress: number;
};

/** The four stat cards, over every enrolment (the search does not change them). */
export function myCoursesStats(courses: EnrolledCourse[]): MyCoursesStats {
  const counts = tabCounts(courses);
  const sum = courses.reduce((total, course) => total + course.Progress, 0);
  return {
    total: counts.all,
    inProgress: counts['in-progress'],
    completed: counts.completed,
    averageProgress: courses.length === 0 ? 0 : Math.round(sum / courses.length),
  };
}

/** The player at the lesson the student opened last, or at its start. */
export function playerPath(course: Pick<EnrolledCourse, 'Slug' | 'LastLessonId'>): string {
  return coursePlayerPath(course.Slug, course.LastLessonId);
}
