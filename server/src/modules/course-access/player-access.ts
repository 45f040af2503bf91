// Who may open a course in the player, and its lessons (docs/product/player.md#who-may-open-the-player): an
// enrolled learner with access (a free enrolment, a purchase or an active subscription), the course's author,
// or an administrator. Anyone else gets the course-not-found 404, whatever the reason, so nothing can be
// probed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { canAccess } from '@portal/shared-api/contract/auth';
import type { Deps } from '../../core/deps.ts';
import { courses, lessons, sections } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { isUuid } from '../../core/ids.ts';
import { canFollowPaid, isOpenCourse, notFound, type OpenCourse } from './enrollment-access.ts';
import type { Caller } from '../../core/caller.ts';

/** The caller's enrolment in the course, when there is one. */
export type PlayerEnrollment = { progress: number; lastLessonId: string | null };
export type PlayerCourseRef = OpenCourse & {
  /** Published and not archived: only then does an enrolment record progress. */
  isOpen: boolean;
  /** Enrolled: progress can be kept (with `isOpen`). */
  isEnrolled: boolean;
  enrollment: PlayerEnrollment | null;
};

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  priceCents: courses.priceCents,
  createdById: courses.createdById,
  hasCertificate: courses.hasCertificate,
  isOpen: sql<boolean>`${isOpenCourse}`,
};

/** The caller's enrolment when they may follow the course; 404 when they may not. */
async function followingEnrollment(
  deps: Deps,
  caller: Caller,
  course: OpenCourse & { isOpen: boolean },
): Promise<PlayerEnrollment | null> {
  const isStaff = course.createdById === caller.id || canAccess('admin', caller.role);
  const [enrollment] = await deps.db
    .select({ progress: enrollments.progress, lastLessonId: enrollments.lastLessonId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, caller.id), eq(enrollments.courseId, course.id)))
    .limit(1);
  if (isStaff) return enrollment ?? null;
  if (!course.isOpen || !enrollment) throw notFound();
  if (course.priceCents > 0 && !(await canFollowPaid(deps, caller.id, course))) throw notFound();
  return enrollment;
}

/** The course by id or slug, when the caller may follow it; `isEnrolled` says whether progress can be kept. */
export async function readableCourse(
  deps: Deps,
  caller: Caller,
  key: { id: string } | { slug: string },
): Promise<PlayerCourseRef> {
  if ('id' in key && !isUuid(key.id)) throw notFound();
  const [course] = await deps.db
    .select(courseColumns)
    .from(courses)
    .where('id' in key ? eq(courses.id, key.id) : eq(courses.slug, key.slug))
    .limit(1);
  if (!course) throw notFound();
  const enrollment = await followingEnrollment(deps, caller, course);
  return { ...course, isEnrolled: enrollment !== null, enrollment };
}

export type PlayerLessonRef = {
  id: string;
  title: string;
  type: string;
  courseId: string;
  course: PlayerCourseRef;
};

/** A lesson of a course the caller may follow (optionally of the course named), not hidden by a moderator, else 404. */
export async function readableLesson(
  deps: Deps,
  caller: Caller,
  lessonId: string,
  courseId?: string,
): Promise<PlayerLessonRef> {
  if (!isUuid(lessonId)) throw notFound();
  const [lesson] = await deps.db
    .select({ id: lessons.id, title: lessons.title, type: lessons.type, courseId: sections.courseId })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(and(eq(lessons.id, lessonId), isNull(lessons.hiddenAt)))
    .limit(1);
  if (!lesson || (courseId !== undefined && lesson.courseId !== courseId)) throw notFound();
  const course = await readableCourse(deps, caller, { id: lesson.courseId });
  return { ...lesson, course };
}
