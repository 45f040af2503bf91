// Where each kind of stored file lives in the file store (platform/storage): one place for the keys, so
// the modules that write, serve, delete and sweep files agree on them.
import { STREAM_DIR, STREAM_MANIFEST } from './media-url.ts';

export const UPLOADS_PREFIX = 'uploads/';
export const ATTACHMENTS_PREFIX = 'attachments/';
export const EXPORTS_PREFIX = 'exports/';

/** A medias row's file: `uploads/{SubDir}/{Hashname}` (served at /public/upload/{SubDir}/{Hashname}). */
export function mediaKey(media: { subDir: string; hashname: string }): string {
  return `${UPLOADS_PREFIX}${media.subDir}/${media.hashname}`;
}

/** An adaptive stream is a folder: its manifest's row owns every file beside it. */
export function isStreamManifest(media: { subDir: string; hashname: string }): boolean {
  return media.subDir.startsWith(STREAM_DIR) && media.hashname === STREAM_MANIFEST;
}

export function attachmentKey(storageKey: string): string {
  return `${ATTACHMENTS_PREFIX}${storageKey}`;
}

export function exportKey(exportId: string): string {
  return `${EXPORTS_PREFIX}${exportId}.zip`;
}
