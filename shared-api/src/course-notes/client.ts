// Course notes (docs/product/notes.md#api): the calls the player and the notes page make.
import { downloadFile, http, queryParams } from '@portal/shared-api/core';
import type {
  CourseNote,
  CourseNotePayload,
  NoteExportFormat,
  NoteExportLink,
  NoteFilterQuery,
  NoteShareLink,
  NoteTag,
  SharedNote,
} from './contract.ts';

export function getLessonNotes(lessonId: string): Promise<CourseNote[]> {
  return http.get(`course-notes/lesson/${encodeURIComponent(lessonId)}`).json<CourseNote[]>();
}

export function postCourseNote(payload: CourseNotePayload): Promise<CourseNote> {
  return http.post('course-notes', { json: payload }).json<CourseNote>();
}

export function putCourseNote(noteId: string, payload: CourseNotePayload): Promise<CourseNote> {
  return http.put(`course-notes/${encodeURIComponent(noteId)}`, { json: payload }).json<CourseNote>();
}

export function deleteCourseNote(noteId: string): Promise<boolean> {
  return http.delete(`course-notes/${encodeURIComponent(noteId)}`).json<boolean>();
}

/** GET /api/course-notes/user/{userId}: the notes page's list, filtered by courses, tags and words. */
export function getUserNotes(userId: string, filters: NoteFilterQuery): Promise<CourseNote[]> {
  return http
    .get(`course-notes/user/${encodeURIComponent(userId)}`, { searchParams: queryParams(filters) })
    .json<CourseNote[]>();
}

export function getNoteTags(userId: string): Promise<NoteTag[]> {
  return http.get(`course-notes/user/${encodeURIComponent(userId)}/tags`).json<NoteTag[]>();
}

/** Asks where the export is, then saves the file the server makes. */
export async function exportNotes(
  userId: string,
  format: NoteExportFormat,
  filters: Omit<NoteFilterQuery, 'q'>,
): Promise<void> {
  const { downloadUrl } = await http
    .get(`course-notes/user/${encodeURIComponent(userId)}/export`, {
      searchParams: queryParams({ ...filters, format }),
    })
    .json<NoteExportLink>();
  await downloadFile(downloadUrl, `course-notes.${format}`);
}

export function shareCourseNote(noteId: string): Promise<NoteShareLink> {
  return http.post(`course-notes/${encodeURIComponent(noteId)}/share`).json<NoteShareLink>();
}

export function revokeCourseNoteShare(noteId: string): Promise<void> {
  return http.delete(`course-notes/${encodeURIComponent(noteId)}/share`).void();
}

export function getSharedNote(token: string): Promise<SharedNote> {
  return http.get(`course-notes/shared/${encodeURIComponent(token)}`).json<SharedNote>();
}
