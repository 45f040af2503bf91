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
} from './client.ts';
import type { Bookmark, PlayerCourse, PlayerPreferences } from './contract.ts';
import { dashboardKeys } from '../dashboard/keys.ts';
import { enrollmentKeys } from '../enrollments/keys.ts';
import { playerKeys } from './keys.ts';

/** Only the player keys of one kind: a bookmark refreshes the bookmark lists, not the course or the settings. */
const playerKeysOf = (...prefix: string[]) => ({
  isKey: (key: unknown) =>
    playerKeys.isKey(key) && prefix.every((part, index) => (key as unknown[])[index + 1] === part),
});
const bookmarkLists = playerKeysOf('list', 'bookmarks');
const playerCourses = playerKeysOf('detail');
const quizAttemptLists = playerKeysOf('list', 'quiz-attempts');

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
  return useApiMutation(playerKeys.mutation('add-bookmark'), postBookmark, { invalidates: [bookmarkLists] });
}

export function useDeleteBookmark() {
  return useApiMutation(playerKeys.mutation('delete-bookmark'), deleteBookmark, {
    invalidates: [bookmarkLists],
  });
}

export function useReportContent() {
  return useApiMutation(playerKeys.mutation('report'), postReport);
}

/** A passed quiz changes the course's ticks and percentage everywhere (the player, enrolments, dashboard). */
export function useQuizAttempt() {
  return useApiMutation(
    playerKeys.mutation('quiz'),
    ({ lessonId, answers }: { lessonId: string; answers: Record<string, number[]> }) =>
      postQuizAttempt(lessonId, answers),
    { invalidates: [playerCourses, quizAttemptLists, enrollmentKeys, dashboardKeys] },
  );
}
