// The notes page's reads (docs/product/notes.md#notes-page): all the caller's notes with the page's filters
// (courses, tags, words), the search, and the tags in use with their counts. Every read is scoped to the
// caller; a userId naming someone else is a 404 like an unknown note.
import { and, arrayOverlaps, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CourseNote, NoteFilterQuery, NoteTag } from '@portal/shared-api/contract/course-notes';
import type { Deps } from '../../core/deps.ts';
import { courseNotes } from './tables.ts';
import { lessons } from '../catalog/tables.ts';
import { isUuid } from '../../core/ids.ts';
import { noteNotFound, selectNotes, toNote } from './notes.ts';
import { ownUserId } from '../../core/caller.ts';
import { containsPattern } from '../../core/like.ts';
import { type Caller } from '../../core/caller.ts';

/** "a,b, c" → ['a','b','c']: the API joins lists by commas (docs/product/notes.md#api). */
export const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The WHERE of a filtered list: the caller's notes, of these courses, with any of these tags, holding q. */
export function noteFilter(owner: string, filters: NoteFilterQuery): SQL {
  const courseIds = commaList(filters.courseIds).filter(isUuid);
  const tags = commaList(filters.tags);
  const q = filters.q?.trim();
  const conditions: (SQL | undefined)[] = [eq(courseNotes.userId, owner)];
  if (filters.courseIds !== undefined && filters.courseIds.trim() !== '')
    conditions.push(courseIds.length ? inArray(courseNotes.courseId, courseIds) : sql`false`);
  if (tags.length) conditions.push(arrayOverlaps(courseNotes.tags, tags));
  if (q) {
    const pattern = containsPattern(q);
    // Content is HTML: its tags are stripped before matching, so "strong" does not match every bold note.
    conditions.push(sql`(${courseNotes.title} ilike ${pattern}
      or regexp_replace(${courseNotes.content}, '<[^>]*>', ' ', 'g') ilike ${pattern}
      or coalesce(${courseNotes.lessonName}, ${lessons.title}, '') ilike ${pattern}
      or array_to_string(${courseNotes.tags}, ' ') ilike ${pattern})`);
  }
  return and(...conditions)!;
}

/** The caller's notes matching the filters, the latest changed first. */
export async function listUserNotes(
  deps: Deps,
  caller: Caller,
  userId: string | undefined,
  filters: NoteFilterQuery,
): Promise<CourseNote[]> {
  const owner = ownUserId(caller, userId, noteNotFound);
  const rows = await selectNotes(deps)
    .where(noteFilter(owner, filters))
    .orderBy(desc(courseNotes.updatedAt), desc(courseNotes.id));
  return rows.map(toNote);
}

/** The tags on the caller's notes, the most used first, then alphabetically. */
export async function listNoteTags(deps: Deps, caller: Caller, userId: string): Promise<NoteTag[]> {
  const owner = ownUserId(caller, userId, noteNotFound);
  const tag = sql<string>`unnest(${courseNotes.tags})`;
  const rows = await deps.db
    .select({ tag, count: sql<number>`count(*)`.mapWith(Number) })
    .from(courseNotes)
    .where(eq(courseNotes.userId, owner))
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`), sql`1`);
  return rows.map((row) => ({ Tag: row.tag, Count: row.count }));
}
