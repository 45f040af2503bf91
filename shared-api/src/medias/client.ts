// The media library (docs/product/media.md#api): the caller's own uploads, by Id or Slug.
import { http, queryParams } from '@portal/shared-api/core';
import type { MediaList, MediaListQuery, UploadedMedia } from './contract.ts';

/** GET /api/medias: the caller's files, newest first. */
export function getMyMedia(query: MediaListQuery = {}): Promise<MediaList> {
  return http.get('medias', { searchParams: queryParams(query) }).json<MediaList>();
}

/** GET /api/medias/{id}: one of the caller's files. */
export function getMedia(id: string): Promise<UploadedMedia> {
  return http.get(`medias/${encodeURIComponent(id)}`).json<UploadedMedia>();
}

/** GET /api/medias/public/{slug}: a public file, for anyone. */
export function getPublicMedia(slug: string): Promise<UploadedMedia> {
  return http.get(`medias/public/${encodeURIComponent(slug)}`).json<UploadedMedia>();
}

/** PUT /api/medias/{slug}: renames the file as shown (its stored name never changes). */
export function renameMedia(slug: string, Username: string): Promise<UploadedMedia> {
  return http.put(`medias/${encodeURIComponent(slug)}`, { json: { Username } }).json<UploadedMedia>();
}

/** DELETE /api/medias/{slug}: removes the file, and a video's poster with it. */
export function deleteMedia(slug: string): Promise<void> {
  return http.delete(`medias/${encodeURIComponent(slug)}`).void();
}
