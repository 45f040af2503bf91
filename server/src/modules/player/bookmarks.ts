// Player bookmarks (docs/product/player.md#bookmark): a moment of a video lesson with an optional note, the
// learner's own.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Bookmark, BookmarkPayload } from '@portal/shared-api/contract/player';
import type { Deps } from '../../core/deps.ts';
import { lessons, sections } from '../catalog/tables.ts';
import { playerBookmarks } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { plainText } from '../../core/sanitize.ts';
import { readableCourse, readableLesson } from '../course-access/index.ts';
import { type Caller } from '../../core/caller.ts';

export const BOOKMARKS_PER_LESSON = 200;

const columns = {
  id: playerBookmarks.id,
  lessonId: playerBookmarks.lessonId,
  lessonTitle: lessons.title,
  note: playerBookmarks.note,
  time: playerBookmarks.timeSeconds,
  createdAt: playerBookmarks.createdAt,
};
const toBookmark = (row: { createdAt: Date } & Omit<Bookmark, 'createdAt'>): Bookmark => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listBookmarks(deps: Deps, caller: Caller, courseId: string): Promise<Bookmark[]> {
  const course = await readableCourse(deps, caller, { id: courseId });
  const rows = await deps.db
    .select(columns)
    .from(playerBookmarks)
    .innerJoin(lessons, eq(lessons.id, playerBookmarks.lessonId))
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(and(eq(playerBookmarks.userId, caller.id), eq(sections.courseId, course.id)))
    .orderBy(
      asc(sections.position),
      asc(sections.id),
      asc(lessons.position),
      asc(lessons.id),
      asc(playerBookmarks.timeSeconds),
      asc(playerBookmarks.createdAt),
    );
  return rows.map(toBookmark);
}

/** A moment of a lesson the caller may follow; at most BOOKMARKS_PER_LESSON per learner and lesson. */
export async function addBookmark(deps: Deps, caller: Caller, payload: BookmarkPayload): Promise<Bookmark> {
  const lesson = await readableLesson(deps, caller, payload.lessonId);
  const row = await deps.db.transaction(async (tx) => {
    // Two saves at once must not both pass the cap: one learner and lesson count and insert one at a time.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`bookmarks:${caller.id}:${lesson.id}`}::text))`,
    );
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(playerBookmarks)
      .where(and(eq(playerBookmarks.userId, caller.id), eq(playerBookmarks.lessonId, lesson.id)));
    if (total >= BOOKMARKS_PER_LESSON)
      throw httpError(
        409,
        `You already have ${BOOKMARKS_PER_LESSON} bookmarks in this lesson. Delete some before adding more.`,
      );
    const [inserted] = await tx
      .insert(playerBookmarks)
      .values({
        userId: caller.id,
        lessonId: lesson.id,
        timeSeconds: payload.time,
        note: plainText(payload.note ?? '')
          .slice(0, 500)
          .trim(),
        createdAt: deps.clock.now(),
      })
      .returning();
    return inserted!;
  });
  return toBookmark({
    id: row.id,
    lessonId: lesson.id,
    lessonTitle: lesson.title,
    note: row.note,
    time: row.timeSeconds,
    createdAt: row.createdAt,
  });
}

export async function deleteBookmark(deps: Deps, caller: Caller, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await deps.db
        .delete(playerBookmarks)
        .where(and(eq(playerBookmarks.id, id), eq(playerBookmarks.userId, caller.id)))
        .returning({ id: playerBookmarks.id })
    : [];
  if (deleted.length === 0) throw httpError(404, 'Bookmark not found');
}
