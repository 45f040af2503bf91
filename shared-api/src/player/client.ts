// The course player's calls (docs/product/player.md#api): video progress and analytics, and our /api/player
// and /api/quizzes.
import { http } from '@portal/shared-api/core';
import type {
  Bookmark,
  BookmarkPayload,
  PlayerCourse,
  PlayerPreferences,
  PlayerPreferencesPayload,
  QuizAttemptResult,
  ReportAnswer,
  ReportPayload,
  VideoAnalyticsPayload,
  VideoProgress,
  VideoProgressAnswer,
  VideoProgressPayload,
} from './contract.ts';

const seg = encodeURIComponent;

export function getPlayerCourse(slug: string): Promise<PlayerCourse> {
  return http.get(`player/courses/${seg(slug)}`).json<PlayerCourse>();
}

export function getPlayerPreferences(): Promise<PlayerPreferences> {
  return http.get('player/preferences').json<PlayerPreferences>();
}

export function putPlayerPreferences(change: PlayerPreferencesPayload): Promise<PlayerPreferences> {
  return http.put('player/preferences', { json: change }).json<PlayerPreferences>();
}

export function getBookmarks(courseId: string): Promise<Bookmark[]> {
  return http.get(`player/courses/${seg(courseId)}/bookmarks`).json<Bookmark[]>();
}

export function postBookmark(payload: BookmarkPayload): Promise<Bookmark> {
  return http.post('player/bookmarks', { json: payload }).json<Bookmark>();
}

export function deleteBookmark(id: string): Promise<void> {
  return http.delete(`player/bookmarks/${seg(id)}`).void();
}

export function postReport(payload: ReportPayload): Promise<ReportAnswer> {
  return http.post('player/reports', { json: payload }).json<ReportAnswer>();
}

export function postQuizAttempt(
  lessonId: string,
  answers: Record<string, number[]>,
): Promise<QuizAttemptResult> {
  return http.post(`quizzes/${seg(lessonId)}/attempts`, { json: { answers } }).json<QuizAttemptResult>();
}

/**
 * Saves the position. `keepalive` lets the save sent while the page unloads still arrive: it is what
 * sendBeacon is built on, and unlike sendBeacon it carries our CSRF header (docs/decisions/0016).
 */
export function postVideoProgress(payload: VideoProgressPayload): Promise<VideoProgressAnswer> {
  return http.post('video-progress', { json: payload, keepalive: true }).json<VideoProgressAnswer>();
}

export function getVideoProgress(
  courseId: string,
  lessonId: string,
  userId: string,
): Promise<VideoProgress | null> {
  return http
    .get(`video-progress/${seg(courseId)}/${seg(lessonId)}/${seg(userId)}`)
    .json<VideoProgress | null>();
}

export function postVideoEvent(payload: VideoAnalyticsPayload): Promise<void> {
  return http.post('video-analytics', { json: payload, keepalive: true }).void();
}
