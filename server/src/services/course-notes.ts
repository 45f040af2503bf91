// Course notes (03 §3, §5, §7), the part the player writes and reads: a learner's own notes on a course,
// tied to a lesson and a moment of its video. Content is sanitised rich text; everything else plain text.
import { and, desc, eq } from 'drizzle-orm';
import {
  NOTE_COLORS,
  NOTE_TEXTS,
  isBlankHtml,
  randomNoteColor,
  type CourseNote,
  type CourseNotePayload,
} from '@portal/shared-api/contract/course-notes';
import type { Deps } from '../deps.ts';
import { courseNotes, courses, lessons, sections } from '../db/schema/index.ts';
import { httpError } from '../lib/errors.ts';
import { isUuid } from '../lib/ids.ts';
import { plainText, sanitizeRichText } from '../lib/sanitize.ts';
import { readableUserId } from './enrollment-access.ts';
import { readableCourse, readableLesson, type Caller } from './player-access.ts';

const noteNotFound = () => httpError(404, 'Note not found');

function selectNotes(deps: Deps) {
  return deps.db
    .select({ note: courseNotes, courseTitle: courses.title, lessonTitle: lessons.title })
    .from(courseNotes)
    .innerJoin(courses, eq(courses.id, courseNotes.courseId))
    .leftJoin(lessons, eq(lessons.id, courseNotes.lessonId));
}
type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

const toNote = ({ note, courseTitle, lessonTitle }: NoteRow): CourseNote => ({
  Id: note.id,
  Title: note.title,
  Content: note.content,
  CourseId: note.courseId,
  CourseTitle: courseTitle,
  LessonId: note.lessonId,
  LessonTitle: lessonTitle,
  LessonName: note.lessonName,
  Timestamp: note.timestampSeconds,
  Tags: note.tags,
  IsPrivate: note.isPrivate,
  Color: (NOTE_COLORS as readonly string[]).includes(note.color)
    ? (note.color as CourseNote['Color'])
    : NOTE_COLORS[0],
  CreatedAt: note.createdAt.toISOString(),
  UpdatedAt: note.updatedAt.toISOString(),
});

async function ownNote(deps: Deps, caller: Caller, noteId: string): Promise<NoteRow> {
  if (!isUuid(noteId)) throw noteNotFound();
  const [row] = await selectNotes(deps).where(
    and(eq(courseNotes.id, noteId), eq(courseNotes.userId, caller.id)),
  );
  if (!row) throw noteNotFound();
  return row;
}

/** The stored form of a note body: the course readable, the lesson in it, the text cleaned. */
async function cleanPayload(deps: Deps, caller: Caller, payload: CourseNotePayload) {
  if (payload.UserId !== undefined && payload.UserId !== caller.id) throw noteNotFound();
  const course = await readableCourse(deps, caller, { id: payload.CourseId });
  if (payload.LessonId) {
    const [lesson] = isUuid(payload.LessonId)
      ? await deps.db
          .select({ id: lessons.id })
          .from(lessons)
          .innerJoin(sections, eq(sections.id, lessons.sectionId))
          .where(and(eq(lessons.id, payload.LessonId), eq(sections.courseId, course.id)))
      : [];
    if (!lesson) throw httpError(400, 'The lesson is not part of this course.');
  }
  const content = sanitizeRichText(payload.Content);
  if (isBlankHtml(content)) throw httpError(400, NOTE_TEXTS.contentRequired);
  const title = plainText(payload.Title);
  if (!title) throw httpError(400, NOTE_TEXTS.titleRequired);
  return {
    courseId: course.id,
    lessonId: payload.LessonId ?? null,
    lessonName: payload.LessonName ? plainText(payload.LessonName) || null : null,
    title,
    content,
    timestampSeconds: payload.Timestamp ?? 0,
    tags: [...new Set((payload.Tags ?? []).map(plainText).filter(Boolean))],
    isPrivate: payload.IsPrivate ?? true,
  };
}

export async function createNote(
  deps: Deps,
  caller: Caller,
  payload: CourseNotePayload,
): Promise<CourseNote> {
  const values = await cleanPayload(deps, caller, payload);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(courseNotes)
    .values({
      ...values,
      userId: caller.id,
      color: payload.Color ?? randomNoteColor(),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: courseNotes.id });
  return toNote(await ownNote(deps, caller, row!.id));
}

export async function updateNote(
  deps: Deps,
  caller: Caller,
  noteId: string,
  payload: CourseNotePayload,
): Promise<CourseNote> {
  const existing = await ownNote(deps, caller, noteId);
  const values = await cleanPayload(deps, caller, payload);
  await deps.db
    .update(courseNotes)
    .set({ ...values, color: payload.Color ?? existing.note.color, updatedAt: deps.clock.now() })
    .where(eq(courseNotes.id, existing.note.id));
  return toNote(await ownNote(deps, caller, existing.note.id));
}

export async function deleteNote(deps: Deps, caller: Caller, noteId: string): Promise<true> {
  const existing = await ownNote(deps, caller, noteId);
  await deps.db.delete(courseNotes).where(eq(courseNotes.id, existing.note.id));
  return true;
}

export async function getNote(deps: Deps, caller: Caller, noteId: string): Promise<CourseNote> {
  return toNote(await ownNote(deps, caller, noteId));
}

export async function listCourseNotes(
  deps: Deps,
  caller: Caller,
  courseId: string,
  userId: string | undefined,
): Promise<CourseNote[]> {
  const owner = readableUserId(caller, userId);
  const course = await readableCourse(deps, caller, { id: courseId });
  const rows = await selectNotes(deps)
    .where(and(eq(courseNotes.userId, owner), eq(courseNotes.courseId, course.id)))
    .orderBy(desc(courseNotes.updatedAt));
  return rows.map(toNote);
}

export async function listLessonNotes(
  deps: Deps,
  caller: Caller,
  lessonId: string,
  userId: string | undefined,
): Promise<CourseNote[]> {
  const owner = readableUserId(caller, userId);
  const lesson = await readableLesson(deps, caller, lessonId);
  const rows = await selectNotes(deps)
    .where(and(eq(courseNotes.userId, owner), eq(courseNotes.lessonId, lesson.id)))
    .orderBy(desc(courseNotes.createdAt));
  return rows.map(toNote);
}
