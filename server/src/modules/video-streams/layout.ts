// Where a video's stream lives in the file store: its own folder under streams/, named after the video, so a
// retried job finds (and replaces) what an interrupted one left. Only the manifest has a medias row; every
// file beside it is read under the manifest's access rule (medias' canReadMedia).
import { STREAM_DIR, STREAM_MANIFEST } from '../../core/media-url.ts';
import { mediaKey } from '../../core/storage-keys.ts';

/** ffmpeg's own manifest: the ladder alone, which the published manifest extends with the caption tracks. */
export const LADDER_MANIFEST = 'ladder.mpd';
/** The progressive MP4 behind the player's Download link. */
export const DOWNLOAD_FILE = 'download.mp4';

export function streamSubDir(mediaId: string): string {
  return `${STREAM_DIR}v-${mediaId}`;
}

export function streamKey(mediaId: string, file: string): string {
  return mediaKey({ subDir: streamSubDir(mediaId), hashname: file });
}

export { STREAM_MANIFEST };
