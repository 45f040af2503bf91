// The media library (docs/product/media.md#api): the caller's own uploads, by Id or Slug.
import { http } from '@portal/shared-api/core';

/** DELETE /api/medias/{slug}: removes the file, and a video's poster with it. */
export function deleteMedia(slug: string): Promise<void> {
  return http.delete(`medias/${encodeURIComponent(slug)}`).void();
}
