// Where the browser loads a stored file (docs/architecture.md#media): /public/upload/{SubDir}/{Hashname}.
export function mediaUrl(media: { subDir: string; hashname: string }): string {
  const dir = media.subDir.split('/').map(encodeURIComponent).join('/');
  return `/public/upload/${dir}/${encodeURIComponent(media.hashname)}`;
}

/**
 * Adaptive streams live in streams/<folder>/: a DASH manifest with its renditions and captions beside it.
 * Only the manifest has a media row; the files beside it are readable by whoever may read the manifest.
 */
export const STREAM_DIR = 'streams/';
export const STREAM_MANIFEST = 'manifest.mpd';
