// The media library (docs/product/media.md#api): the caller's own uploads, by Id or Slug.
import { http, queryParams } from '@portal/shared-api/core';
import type { MediaList, MediaListQuery, UploadedMedia } from './contract.ts';

/** GET /api/medias: the caller's files, newest first, a video with its poster. */
export function getMedias(query: MediaListQuery): Promise<MediaList> {
  return http.get('medias', { searchParams: queryParams(query) }).json<MediaList>();
}

/** PUT /api/medias/{slug}: the name shown; the stored name stays. */
export function putMediaName({ slug, name }: { slug: string; name: string }): Promise<UploadedMedia> {
  return http.put(`medias/${encodeURIComponent(slug)}`, { json: { Username: name } }).json<UploadedMedia>();
}

/** DELETE /api/medias/{slug}: removes the file, and a video's poster with it. */
export function deleteMedia(slug: string): Promise<void> {
  return http.delete(`medias/${encodeURIComponent(slug)}`).void();
}

/** GET /api/medias/{id}: one of the caller's files, a video with its stream's status and ladder. */
export function getMedia(id: string): Promise<UploadedMedia> {
  return http.get(`medias/${encodeURIComponent(id)}`).json<UploadedMedia>();
}

/** POST /api/medias/{id}/transcode: Retry a failed video's processing (202, the media now processing). */
export function retryTranscode(id: string): Promise<UploadedMedia> {
  return http.post(`medias/${encodeURIComponent(id)}/transcode`).json<UploadedMedia>();
}
