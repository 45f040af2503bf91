import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  deleteBookmark,
  getBookmarks,
  getPlayerCourse,
  getPlayerPreferences,
  postBookmark,
  postQuizAttempt,
  postReport,
  putPlayerPreferences,
} from '../client/player.ts';
import type { Bookmark, PlayerCourse, PlayerPreferences } from '../contract/player.ts';
import { dashboardKeys, enrollmentKeys, playerKeys } from './keys.ts';

/** The course in the player; refreshed after a lesson is completed so the ticks follow. */
export function usePlayerCourse(slug: string | undefined): ApiQuery<PlayerCourse> {
  return useApiQuery(slug ? playerKeys.detail(slug) : null, () => getPlayerCourse(slug as string), {
    revalidateOnFocus: false,
  });
}

export function usePlayerPreferences(): ApiQuery<PlayerPreferences> {
  return useApiQuery(playerKeys.list('preferences'), getPlayerPreferences, { revalidateOnFocus: false });
}

export function useUpdatePlayerPreferences() {
  return useApiMutation(playerKeys.mutation('preferences'), putPlayerPreferences);
}

export function useBookmarks(courseId: string | undefined): ApiQuery<Bookmark[]> {
  return useApiQuery(courseId ? playerKeys.list('bookmarks', courseId) : null, () =>
    getBookmarks(courseId as string),
  );
}

export function useAddBookmark() {
  return useApiMutation(playerKeys.mutation('add-bookmark'), postBookmark, { invalidates: [playerKeys] });
}

export function useDeleteBookmark() {
  return useApiMutation(playerKeys.mutation('delete-bookmark'), deleteBookmark, {
    invalidates: [playerKeys],
  });
}

export function useReportContent() {
  return useApiMutation(playerKeys.mutation('report'), postReport);
}

/** A passed quiz changes the course's ticks and percentage everywhere. */
export function useQuizAttempt() {
  return useApiMutation(
    playerKeys.mutation('quiz'),
    ({ lessonId, answers }: { lessonId: string; answers: Record<string, number[]> }) =>
      postQuizAttempt(lessonId, answers),
    { invalidates: [playerKeys, enrollmentKeys, dashboardKeys] },
  );
}
