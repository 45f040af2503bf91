// Course notes (docs/product/notes.md#course-note), what the reads and writes share: a note as the API
// answers it (its course's and lesson's titles joined), and whose notes a caller may touch: only their own.
// Another user's note, or a `userId` naming someone else, is a 404 like an unknown id, whoever asks (notes
// are the learner's alone).
import { and, eq } from 'drizzle-orm';
import { NOTE_COLORS, type CourseNote, type NoteColor } from '@portal/shared-api/contract/course-notes';
import type { Deps } from '../../core/deps.ts';
import { courseNotes } from './tables.ts';
import { courses, lessons } from '../catalog/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { type Caller } from '../../core/caller.ts';

export const noteNotFound = () => httpError(404, 'Note not found');

export function selectNotes(deps: Deps) {
  return deps.db
    .select({
      note: courseNotes,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      lessonTitle: lessons.title,
    })
    .from(courseNotes)
    .innerJoin(courses, eq(courses.id, courseNotes.courseId))
    .leftJoin(lessons, eq(lessons.id, courseNotes.lessonId));
}
export type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

/** A stored colour as one of the 10 (an unknown one, never written by the API, reads as the first). */
export const noteColor = (color: string): NoteColor =>
  (NOTE_COLORS as readonly string[]).includes(color) ? (color as NoteColor) : NOTE_COLORS[0];

export const toNote = ({ note, courseTitle, courseSlug, lessonTitle }: NoteRow): CourseNote => ({
  Id: note.id,
  Title: note.title,
  Content: note.content,
  CourseId: note.courseId,
  CourseTitle: courseTitle,
  CourseSlug: courseSlug,
  LessonId: note.lessonId,
  LessonTitle: lessonTitle,
  LessonName: note.lessonName,
  Timestamp: note.timestampSeconds,
  Tags: note.tags,
  IsPrivate: note.isPrivate,
  Color: noteColor(note.color),
  ShareToken: note.shareToken,
  CreatedAt: note.createdAt.toISOString(),
  UpdatedAt: note.updatedAt.toISOString(),
});

/** One of the caller's notes, else 404 (malformed, unknown and someone else's alike). */
export async function findOwnNote(deps: Deps, caller: Caller, noteId: string): Promise<NoteRow> {
  if (!isUuid(noteId)) throw noteNotFound();
  const [row] = await selectNotes(deps)
    .where(and(eq(courseNotes.id, noteId), eq(courseNotes.userId, caller.id)))
    .limit(1);
  if (!row) throw noteNotFound();
  return row;
}
