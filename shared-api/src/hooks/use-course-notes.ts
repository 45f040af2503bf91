import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  deleteCourseNote,
  getCourseNotes,
  getLessonNotes,
  postCourseNote,
  putCourseNote,
} from '../client/course-notes.ts';
import type { CourseNote, CourseNotePayload } from '../contract/course-notes.ts';
import { courseNoteKeys } from './keys.ts';

/** The learner's notes on one lesson. */
export function useLessonNotes(lessonId: string | undefined): ApiQuery<CourseNote[]> {
  return useApiQuery(lessonId ? courseNoteKeys.list('lesson', lessonId) : null, () =>
    getLessonNotes(lessonId as string),
  );
}

/** The learner's notes on every lesson of a course. */
export function useCourseNotes(courseId: string | undefined): ApiQuery<CourseNote[]> {
  return useApiQuery(courseId ? courseNoteKeys.list('course', courseId) : null, () =>
    getCourseNotes(courseId as string),
  );
}

/** A note changes the lesson's list and the course's. */
const invalidates = [courseNoteKeys];

export function useCreateCourseNote() {
  return useApiMutation(courseNoteKeys.mutation('create'), postCourseNote, { invalidates });
}

export function useUpdateCourseNote() {
  return useApiMutation(
    courseNoteKeys.mutation('update'),
    ({ noteId, payload }: { noteId: string; payload: CourseNotePayload }) => putCourseNote(noteId, payload),
    { invalidates },
  );
}

export function useDeleteCourseNote() {
  return useApiMutation(courseNoteKeys.mutation('delete'), deleteCourseNote, { invalidates });
}
