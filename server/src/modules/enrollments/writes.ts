// Joining and leaving a course (docs/product/enrollments.md#who-may-follow-a-course), and the Library's own
// flags (docs/product/library.md#library-flags). Owners and prices come from the database, never from the
// body.
import { and, eq, sql } from 'drizzle-orm';
import {
  ENROLLMENT_TEXTS,
  type EnrolledCourse,
  type LibraryPayload,
} from '@portal/shared-api/contract/enrollments';
import type { Deps } from '../../core/deps.ts';
import { enrollments } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { canFollowPaid, findOpenCourse, hasBought, notFound } from '../course-access/index.ts';
import { recalculateEnrollment } from './progress.ts';
import { getEnrollment } from './reads.ts';

/**
 * POST /enrollments/enroll-free: a free course, or a paid one the user may already follow (bought,
 * subscribed, their own). Enrolling twice answers the same enrolment; `isCreated` says which happened.
 */
export async function enrollFree(
  deps: Deps,
  userId: string,
  courseId: string,
): Promise<{ isCreated: boolean; enrollment: EnrolledCourse }> {
  const course = await findOpenCourse(deps.db, courseId);
  if (course.priceCents > 0 && !(await canFollowPaid(deps, userId, course)))
    throw httpError(403, ENROLLMENT_TEXTS.notFree);
  const inserted = await deps.db
    .insert(enrollments)
    .values({ userId, courseId: course.id, enrolledAt: deps.clock.now() })
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
    .returning({ id: enrollments.id });
  // Lesson completions outlive an unenrolment, so coming back resumes where the student stopped.
  if (inserted.length > 0) await recalculateEnrollment(deps, userId, course.id);
  return { isCreated: inserted.length > 0, enrollment: await getEnrollment(deps, userId, course.id) };
}

/**
 * DELETE /enrollments/unenroll/{courseId}: true when an enrolment was removed, false when there was none.
 * A bought course cannot be left (the Library hides it instead); lesson completions are kept.
 */
export async function unenroll(deps: Deps, userId: string, courseId: string): Promise<boolean> {
  const course = await findOpenCourse(deps.db, courseId);
  if (await hasBought(deps.db, userId, course.id)) throw httpError(409, ENROLLMENT_TEXTS.boughtStays);
  const removed = await deps.db
    .delete(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)))
    .returning({ id: enrollments.id });
  return removed.length > 0;
}

/** PUT /enrollments/library/{courseId}: changes only the flags given; removal keeps its first date. */
export async function updateLibraryFlags(
  deps: Deps,
  userId: string,
  courseId: string,
  payload: LibraryPayload,
): Promise<EnrolledCourse> {
  const course = await findOpenCourse(deps.db, courseId);
  const { IsFavorite, IsDownloaded, IsRemovedFromLibrary } = payload;
  const removedAt =
    IsRemovedFromLibrary === undefined
      ? undefined
      : IsRemovedFromLibrary
        ? sql`coalesce(${enrollments.removedFromLibraryAt}, ${deps.clock.now().toISOString()}::timestamptz)`
        : null;
  const updated = await deps.db
    .update(enrollments)
    .set({ isFavorite: IsFavorite, isDownloaded: IsDownloaded, removedFromLibraryAt: removedAt })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)))
    .returning({ id: enrollments.id });
  if (updated.length === 0) throw notFound();
  return getEnrollment(deps, userId, course.id);
}
