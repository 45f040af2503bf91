// My Progress: the order of the courses and how each one's figures read.
import { formatDate, formatDuration, timeAgo } from '@portal/shared-api/core';
import { coursePlayerPath, type EnrolledCourse, type EnrollmentStatus } from '@portal/shared-api/enrollments';
import type { StatusTone } from '@portal/shared-ui/data';

/** What is under way first, then paused, then not started, then done. */
const STATUS_ORDER: Record<EnrollmentStatus, number> = {
  in_progress: 0,
  paused: 1,
  not_started: 2,
  completed: 3,
};

export const STATUS_TONES: Record<EnrollmentStatus, StatusTone> = {
  in_progress: 'info',
  paused: 'warning',
  not_started: 'neutral',
  completed: 'success',
};

const time = (value: string | null) => (value ? Date.parse(value) : -Infinity);

/** In-progress courses first; within a status the most recently opened first, then by title. */
export function sortByProgressStatus(courses: EnrolledCourse[]): EnrolledCourse[] {
  return [...courses].sort(
    (a, b) =>
      STATUS_ORDER[a.Status] - STATUS_ORDER[b.Status] ||
      time(b.LastAccessedAt) - time(a.LastAccessedAt) ||
      a.Title.localeCompare(b.Title),
  );
}

export function lessonsLabel(course: Pick<EnrolledCourse, 'CompletedLessons' | 'TotalLessons'>): string {
  return `${course.CompletedLessons} of ${course.TotalLessons} ${course.TotalLessons === 1 ? 'lesson' : 'lessons'}`;
}

export function quizLabel(score: number | null): string {
  return score === null ? 'No quizzes taken' : `${score}%`;
}

export function lastActivityLabel(lastAccessedAt: string | null, now?: Date): string {
  return lastAccessedAt ? timeAgo(lastAccessedAt, now) : 'Not started yet';
}

/** Hours as durations read (docs/product/portal.md#times-and-durations): 12.5 → "12h 30m". */
export function hoursLabel(hours: number): string {
  return formatDuration(hours * 60);
}

export function completedLabel(completedAt: string | null): string {
  return completedAt ? `Completed on ${formatDate(completedAt)}` : 'Course completed';
}

/** The player at the next lesson, or at the course's start when none is known. */
export function nextLessonPath(course: Pick<EnrolledCourse, 'Slug' | 'NextLesson'>): string {
  return coursePlayerPath(course.Slug, course.NextLesson?.Id);
}
