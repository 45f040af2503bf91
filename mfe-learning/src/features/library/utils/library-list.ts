// The Library: what the URL asks for, and the filters, tabs, sort and stats over the library
// (docs/product/library.md#library-filters-and-sorts).
import {
  COURSE_LEVELS,
  coursePlayerPath,
  ENROLLMENT_STATUSES,
  LIBRARY_CATEGORIES,
  LIBRARY_SORTS,
  LIBRARY_TABS,
  MARK_COMPLETE_ABOVE,
  type CourseLevel,
  type EnrolledCourse,
  type EnrollmentStatus,
  type LibrarySort,
  type LibraryTab,
} from '@portal/shared-api/enrollments';
import { oneOf, parseSearchParams } from '@portal/shared-ui/routing';

export const LIBRARY_VIEWS = ['grid', 'list'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

/** '' is "any" for the three filters. */
export type LibraryParams = {
  view: LibraryView;
  category: LibraryCategory | '';
  status: EnrollmentStatus | '';
  level: CourseLevel | '';
  sort: LibrarySort;
  tab: LibraryTab;
};

export const LIBRARY_DEFAULTS: LibraryParams = {
  view: 'grid',
  category: '',
  status: '',
  level: '',
  sort: 'last_accessed',
  tab: 'all',
};

const d = LIBRARY_DEFAULTS;
/** ?view=&category=&status=&level=&sort=&tab=; an unknown value falls back to the default. */
export const LIBRARY_PARAMS = {
  view: oneOf(LIBRARY_VIEWS, d.view),
  category: oneOf(LIBRARY_CATEGORIES, d.category),
  status: oneOf(ENROLLMENT_STATUSES, d.status),
  level: oneOf(COURSE_LEVELS, d.level),
  sort: oneOf(
    LIBRARY_SORTS.map((option) => option.value),
    d.sort,
  ),
  tab: oneOf(
    LIBRARY_TABS.map((option) => option.value),
    d.tab,
  ),
};

export function parseLibraryParams(params: URLSearchParams): LibraryParams {
  return parseSearchParams(params, LIBRARY_PARAMS);
}

export function matchesFilters(course: EnrolledCourse, { category, status, level }: LibraryParams): boolean {
  return (
    (!category || course.Category === category) &&
    (!status || course.Status === status) &&
    (!level || course.Level === level)
  );
}

/**
 * Downloaded lists what is on this device (the ids of the courses stored here), not the server's flag, which
 * is only the learner's intent (docs/product/library.md#offline-downloads).
 */
export function isInTab(course: EnrolledCourse, tab: LibraryTab, onDevice: ReadonlySet<string>): boolean {
  if (tab === 'favorites') return course.IsFavorite;
  if (tab === 'downloaded') return onDevice.has(course.Id);
  return tab === 'all' || course.Status === tab;
}

export function libraryTabCounts(
  courses: EnrolledCourse[],
  onDevice: ReadonlySet<string>,
): Record<LibraryTab, number> {
  const counts = { all: 0, in_progress: 0, completed: 0, favorites: 0, downloaded: 0 };
  for (const tab of LIBRARY_TABS)
    counts[tab.value] = courses.filter((c) => isInTab(c, tab.value, onDevice)).length;
  return counts;
}

const time = (value: string | null) => (value ? Date.parse(value) : -Infinity);
const byTitle = (a: EnrolledCourse, b: EnrolledCourse) => a.Title.localeCompare(b.Title);

/** The sorts: newest access, title A-Z, most progress, best rated, newest enrolment; ties by title. */
const COMPARATORS: Record<LibrarySort, (a: EnrolledCourse, b: EnrolledCourse) => number> = {
  last_accessed: (a, b) => time(b.LastAccessedAt) - time(a.LastAccessedAt) || byTitle(a, b),
  title: byTitle,
  progress: (a, b) => b.Progress - a.Progress || byTitle(a, b),
  rating: (a, b) => b.Rating - a.Rating || byTitle(a, b),
  enrolled_date: (a, b) => time(b.EnrolledAt) - time(a.EnrolledAt) || byTitle(a, b),
};

export function sortLibrary(courses: EnrolledCourse[], sort: LibrarySort): EnrolledCourse[] {
  return [...courses].sort(COMPARATORS[sort]);
}

export type LibraryStats = {
  total: number;
  completed: number;
  inProgress: number;
  certificates: number;
  /** Mean of the rated courses (a 0 means no rating yet), null when none is rated. */
  averageRating: number | null;
};

/**
 * The library's statistics over the courses in the library (removed ones left out;
 * docs/product/library.md#data); hours come from the overview.
 */
export function libraryStats(courses: EnrolledCourse[]): LibraryStats {
  const rated = courses.filter((course) => course.Rating > 0);
  return {
    total: courses.length,
    completed: courses.filter((course) => course.Status === 'completed').length,
    inProgress: courses.filter((course) => course.Status === 'in_progress').length,
    certificates: courses.filter((course) => course.CertificateUrl).length,
    averageRating:
      rated.length === 0 ? null : rated.reduce((sum, course) => sum + course.Rating, 0) / rated.length,
  };
}

/**
 * Offered while not completed and more than MARK_COMPLETE_ABOVE percent done
 * (docs/product/library.md#mark-as-complete).
 */
export function canMarkComplete(course: Pick<EnrolledCourse, 'Status' | 'Progress'>): boolean {
  return course.Status !== 'completed' && course.Progress > MARK_COMPLETE_ABOVE;
}

/** The player at the lesson the student opened last, or at its start. */
export function playerPath(course: Pick<EnrolledCourse, 'Slug' | 'LastLessonId'>): string {
  return coursePlayerPath(course.Slug, course.LastLessonId);
}
