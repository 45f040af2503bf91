// Course notes (docs/product/notes.md#creating-and-editing): write, change and delete the caller's own notes.
// The course must be one the caller may follow (404), the lesson one of its lessons (400). Content is
// sanitised rich text and must keep some words; title, lesson name and tags are plain text. A change keeps
// what the body leaves out (null clears the lesson or the lesson name); moving a note to another course drops
// a lesson left out.
import { and, eq } from 'drizzle-orm';
import {
  NOTE_TEXTS,
  isBlankHtml,
  randomNoteColor,
  type CourseNote,
  type CourseNotePayload,
} from '@portal/shared-api/contract/course-notes';
import { ENROLLMENT_TEXTS } from '@portal/shared-api/contract/enrollments';
import type { Deps } from '../../core/deps.ts';
import { courseNotes } from './tables.ts';
import { lessons, sections } from '../catalog/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { plainText, sanitizeRichText } from '../../core/sanitize.ts';
import { afterActivity } from '../achievements/index.ts';
import { findOwnNote, noteNotFound, toNote } from './notes.ts';
import { ownUserId } from '../../core/caller.ts';
import { readableCourse } from '../course-access/index.ts';
import { type Caller } from '../../core/caller.ts';

type StoredNote = typeof courseNotes.$inferSelect;

async function assertLessonOf(deps: Deps, lessonId: string, courseId: string): Promise<void> {
  const [lesson] = isUuid(lessonId)
    ? await deps.db
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(sections, eq(sections.id, lessons.sectionId))
        .where(and(eq(lessons.id, lessonId), eq(sections.courseId, courseId)))
        .limit(1)
    : [];
  if (!lesson) throw httpError(400, ENROLLMENT_TEXTS.lessonNotInCourse);
}

const cleanTags = (tags: string[]) => [...new Set(tags.map(plainText).filter(Boolean))];

/** The stored form of a note body, over the note it changes (if any). */
async function noteValues(deps: Deps, caller: Caller, payload: CourseNotePayload, stored?: StoredNote) {
  ownUserId(caller, payload.UserId, noteNotFound);
  const course = await readableCourse(deps, caller, { id: payload.CourseId });
  const keptLesson = stored && stored.courseId === course.id ? stored.lessonId : null;
  const lessonId = payload.LessonId === undefined ? keptLesson : payload.LessonId;
  if (lessonId) await assertLessonOf(deps, lessonId, course.id);
  const content = sanitizeRichText(payload.Content);
  if (isBlankHtml(content)) throw httpError(400, NOTE_TEXTS.contentRequired);
  const title = plainText(payload.Title);
  if (!title) throw httpError(400, NOTE_TEXTS.titleRequired);
  const lessonName =
    payload.LessonName === undefined
      ? (stored?.lessonName ?? null)
      : plainText(payload.LessonName ?? '') || null;
  return {
    courseId: course.id,
    lessonId,
    lessonName,
    title,
    content,
    timestampSeconds: payload.Timestamp ?? stored?.timestampSeconds ?? 0,
    tags: payload.Tags === undefined ? (stored?.tags ?? []) : cleanTags(payload.Tags),
    isPrivate: payload.IsPrivate ?? stored?.isPrivate ?? true,
    color: payload.Color ?? stored?.color ?? randomNoteColor(),
  };
}

/** The note as answered after a write: with its course's and lesson's titles. */
const noteAfterWrite = async (deps: Deps, caller: Caller, noteId: string): Promise<CourseNote> =>
  toNote(await findOwnNote(deps, caller, noteId));

export async function createNote(
  deps: Deps,
  caller: Caller,
  payload: CourseNotePayload,
): Promise<CourseNote> {
  const values = await noteValues(deps, caller, payload);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(courseNotes)
    .values({ ...values, userId: caller.id, createdAt: now, updatedAt: now })
    .returning({ id: courseNotes.id });
  await afterActivity(deps, caller.id);
  return noteAfterWrite(deps, caller, row!.id);
}

export async function updateNote(
  deps: Deps,
  caller: Caller,
  noteId: string,
  payload: CourseNotePayload,
): Promise<CourseNote> {
  const { note } = await findOwnNote(deps, caller, noteId);
  const values = await noteValues(deps, caller, payload, note);
  await deps.db
    .update(courseNotes)
    // A note made private stops being shared (its link answers 404 from then on).
    .set({ ...values, ...(values.isPrivate ? { shareToken: null } : {}), updatedAt: deps.clock.now() })
    .where(and(eq(courseNotes.id, note.id), eq(courseNotes.userId, caller.id)));
  return noteAfterWrite(deps, caller, note.id);
}

export async function deleteNote(deps: Deps, caller: Caller, noteId: string): Promise<true> {
  const { note } = await findOwnNote(deps, caller, noteId);
  await deps.db
    .delete(courseNotes)
    .where(and(eq(courseNotes.id, note.id), eq(courseNotes.userId, caller.id)));
  return true;
}
