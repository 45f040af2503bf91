import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { deleteCourseNote, getLessonNotes, postCourseNote, putCourseNote } from '../client/course-notes.ts';
import type { CourseNote, CourseNotePayload } from '../contract/course-notes.ts';
import { courseNoteKeys } from './keys.ts';

export function useLessonNotes(lessonId: string | undefined): ApiQuery<CourseNote[]> {
  return useApiQuery(lessonId ? courseNoteKeys.list('lesson', lessonId) : null, () =>
    getLessonNotes(lessonId as string),
  );
}

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
