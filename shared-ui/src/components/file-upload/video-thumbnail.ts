// A stored video's thumbnail made again (docs/product/media.md#media-library): the frame at 1 s, taken from
// the video as the server serves it (same origin, so the canvas may be read), sent as its poster.
import { MEDIA_TEXTS, uploadFile, type UploadedMedia } from '@portal/shared-api/medias';
import { grabVideoFrame } from './capture-video-frame.ts';

/** `lesson.mp4` → `lesson-poster.jpg`: the poster's display name. */
export function posterName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}-poster.jpg`;
}

/**
 * Resolves with the new poster's URL; rejects with `Failed to load video for thumbnail generation` or
 * `Failed to generate thumbnail`.
 */
export async function generateVideoThumbnail(video: Pick<UploadedMedia, 'Id' | 'Username' | 'url'>) {
  const frame = await grabVideoFrame(video.url);
  try {
    const poster = await uploadFile(Object.assign(frame, { name: posterName(video.Username) }), {
      kind: 'image',
      purpose: 'poster',
      posterFor: video.Id,
    });
    return poster.url;
  } catch {
    throw new Error(MEDIA_TEXTS.thumbnailFailed);
  }
}
