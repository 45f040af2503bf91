// Course notes (docs/product/notes.md#api): one note, and the caller's notes on a course or a lesson, newest
// first. Listing needs the course to be one the caller may follow; a note of their own is always theirs to
// read.
import { and, desc, eq } from 'drizzle-orm';
import type { CourseNote } from '@portal/shared-api/contract/course-notes';
import type { Deps } from '../../core/deps.ts';
import { courseNotes } from './tables.ts';
import { findOwnNote, noteNotFound, selectNotes, toNote } from './notes.ts';
import { ownUserId } from '../../core/caller.ts';
import { readableCourse, readableLesson } from '../course-access/index.ts';
import { type Caller } from '../../core/caller.ts';

const newestFirst = [desc(courseNotes.createdAt), desc(courseNotes.id)];

export async function getNote(deps: Deps, caller: Caller, noteId: string): Promise<CourseNote> {
  return toNote(await findOwnNote(deps, caller, noteId));
}

export async function listCourseNotes(
  deps: Deps,
  caller: Caller,
  courseId: string,
  userId: string | undefined,
): Promise<CourseNote[]> {
  const owner = ownUserId(caller, userId, noteNotFound);
  const course = await readableCourse(deps, caller, { id: courseId });
  const rows = await selectNotes(deps)
    .where(and(eq(courseNotes.userId, owner), eq(courseNotes.courseId, course.id)))
    .orderBy(...newestFirst);
  return rows.map(toNote);
}

export async function listLessonNotes(
  deps: Deps,
  caller: Caller,
  lessonId: string,
  userId: string | undefined,
): Promise<CourseNote[]> {
  const owner = ownUserId(caller, userId, noteNotFound);
  const lesson = await readableLesson(deps, caller, lessonId);
  const rows = await selectNotes(deps)
    .where(and(eq(courseNotes.userId, owner), eq(courseNotes.lessonId, lesson.id)))
    .orderBy(...newestFirst);
  return rows.map(toNote);
}
