// Wishlists (docs/product/saved-courses.md#api): the calls the course page makes (add, check, remove). Scoped
// to the signed-in user: another user's item answers like an unknown one.
import { and, eq } from 'drizzle-orm';
import {
  SAVED_COURSES_TEXTS,
  type SavedCourseCheck,
  type SavedCourse,
} from '@portal/shared-api/contract/saved-courses';
import type { Deps } from '../../core/deps.ts';
import { savedCourses } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { findOpenCourse } from '../course-access/index.ts';

type Row = typeof savedCourses.$inferSelect;
const toEntry = (row: Row): SavedCourse => ({
  Id: row.id,
  CourseId: row.courseId,
  CreatedAt: row.createdAt.toISOString(),
});

/** POST /wishlists/add: saving a course twice answers the first entry. */
export async function saveCourse(
  deps: Deps,
  userId: string,
  courseId: string,
): Promise<{ isCreated: boolean; entry: SavedCourse }> {
  const course = await findOpenCourse(deps.db, courseId);
  const inserted = await deps.db
    .insert(savedCourses)
    .values({ userId, courseId: course.id, createdAt: deps.clock.now() })
    .onConflictDoNothing({ target: [savedCourses.userId, savedCourses.courseId] })
    .returning();
  if (inserted[0]) return { isCreated: true, entry: toEntry(inserted[0]) };
  const [existing] = await deps.db
    .select()
    .from(savedCourses)
    .where(and(eq(savedCourses.userId, userId), eq(savedCourses.courseId, course.id)));
  return { isCreated: false, entry: toEntry(existing!) };
}

/** GET /wishlists/check/{courseId} */
export async function checkSavedCourse(
  deps: Deps,
  userId: string,
  courseId: string,
): Promise<SavedCourseCheck> {
  const course = await findOpenCourse(deps.db, courseId);
  const [row] = await deps.db
    .select({ id: savedCourses.id })
    .from(savedCourses)
    .where(and(eq(savedCourses.userId, userId), eq(savedCourses.courseId, course.id)))
    .limit(1);
  return { isInWishlist: Boolean(row), itemId: row?.id ?? null };
}

/** DELETE /wishlists/{itemId} */
export async function removeSavedCourse(deps: Deps, userId: string, itemId: string): Promise<void> {
  if (!isUuid(itemId)) throw httpError(404, SAVED_COURSES_TEXTS.itemNotFound);
  const removed = await deps.db
    .delete(savedCourses)
    .where(and(eq(savedCourses.id, itemId), eq(savedCourses.userId, userId)))
    .returning({ id: savedCourses.id });
  if (removed.length === 0) throw httpError(404, SAVED_COURSES_TEXTS.itemNotFound);
}
