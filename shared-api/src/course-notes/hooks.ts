import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  deleteCourseNote,
  getLessonNotes,
  getNoteTags,
  getSharedNote,
  getUserNotes,
  postCourseNote,
  putCourseNote,
  revokeCourseNoteShare,
  shareCourseNote,
} from './client.ts';
import type { CourseNote, CourseNotePayload, NoteFilterQuery, NoteTag, SharedNote } from './contract.ts';
import { courseNoteKeys } from './keys.ts';

/** The learner's notes on one lesson. */
export function useLessonNotes(lessonId: string | undefined): ApiQuery<CourseNote[]> {
  return useApiQuery(lessonId ? courseNoteKeys.list('lesson', lessonId) : null, () =>
    getLessonNotes(lessonId as string),
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

/** The notes page's list; the last answer stays on screen while the filters change. */
export function useUserNotes(userId: string | undefined, filters: NoteFilterQuery): ApiQuery<CourseNote[]> {
  return useApiQuery(
    userId ? courseNoteKeys.list('user', userId, filters) : null,
    () => getUserNotes(userId as string, filters),
    { keepPreviousData: true },
  );
}

export function useNoteTags(userId: string | undefined): ApiQuery<NoteTag[]> {
  return useApiQuery(userId ? courseNoteKeys.list('tags', userId) : null, () =>
    getNoteTags(userId as string),
  );
}

/** A shared note, read by anyone with its link. */
export function useSharedNote(token: string | undefined): ApiQuery<SharedNote> {
  return useApiQuery(
    token ? courseNoteKeys.detail(`shared:${token}`) : null,
    () => getSharedNote(token as string),
    {
      shouldRetryOnError: false,
    },
  );
}

export function useShareCourseNote() {
  return useApiMutation(courseNoteKeys.mutation('share'), shareCourseNote, { invalidates });
}

export function useRevokeCourseNoteShare() {
  return useApiMutation(courseNoteKeys.mutation('unshare'), revokeCourseNoteShare, { invalidates });
}
