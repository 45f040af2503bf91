// Course notes (03 §7 Course notes): the calls the player makes.
import { http } from '@portal/shared-api/core';
import type { CourseNote, CourseNotePayload } from '../contract/course-notes.ts';

export function getLessonNotes(lessonId: string): Promise<CourseNote[]> {
  return http.get(`course-notes/lesson/${encodeURIComponent(lessonId)}`).json<CourseNote[]>();
}

export function getCourseNotes(courseId: string): Promise<CourseNote[]> {
  return http.get(`course-notes/course/${encodeURIComponent(courseId)}`).json<CourseNote[]>();
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
