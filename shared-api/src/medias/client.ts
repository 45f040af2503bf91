// The media library (docs/product/media.md#api): the caller's own uploads, by Id or Slug.
import { http, queryParams } from '@portal/shared-api/core';
import type { CaptionUploadBody, MediaList, MediaListQuery, UploadedMedia } from './contract.ts';

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

/** GET /api/medias/{id}: one of the caller's files; a video with its stream and caption tracks. */
export function getMedia(id: string): Promise<UploadedMedia> {
  return http.get(`medias/${encodeURIComponent(id)}`).json<UploadedMedia>();
}

/** POST /api/medias/{id}/transcode: Retry a failed video's processing (202, the media now processing). */
export function retryTranscode(id: string): Promise<UploadedMedia> {
  return http.post(`medias/${encodeURIComponent(id)}/transcode`).json<UploadedMedia>();
}

/** POST /api/medias/{id}/captions: a WebVTT or SRT file's text; the same language replaces its track. */
export function addCaptions({
  mediaId,
  ...body
}: CaptionUploadBody & { mediaId: string }): Promise<UploadedMedia> {
  return http.post(`medias/${encodeURIComponent(mediaId)}/captions`, { json: body }).json<UploadedMedia>();
}

/** DELETE /api/medias/{id}/captions/{captionId}: the track and its file. */
export function removeCaptions({
  mediaId,
  captionId,
}: {
  mediaId: string;
  captionId: string;
}): Promise<UploadedMedia> {
  return http
    .delete(`medias/${encodeURIComponent(mediaId)}/captions/${encodeURIComponent(captionId)}`)
    .json<UploadedMedia>();
}
