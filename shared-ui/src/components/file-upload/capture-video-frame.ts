// A video's poster taken in the browser (docs/product/media.md#video-thumbnail: the frame at 1 s, JPEG
// quality 0.8): a server on a fresh machine has no ffmpeg, and Node cannot decode video
// (docs/decisions/0021-library-picks.md#video). From the local file while it uploads (it costs no download),
// or from a stored video's address when an author asks for a new thumbnail.
import { MEDIA_TEXTS } from '@portal/shared-api/medias';

export type CaptureOptions = {
  /** The thumbnail's offset, 1 second (docs/product/media.md#limits); a shorter video: its middle frame. */
  atSeconds?: number;
  quality?: number;
  /** Posters are shown at most 1280 px wide; a 4K frame would be a needless upload. */
  maxWidth?: number;
  timeoutMs?: number;
};

/**
 * The frame as a JPEG; rejects with the product's text: the video could not be loaded (a format the browser
 * cannot play, a missing file, too slow), or its frame could not be drawn.
 */
export function grabVideoFrame(
  source: Blob | string,
  { atSeconds = 1, quality = 0.8, maxWidth = 1280, timeoutMs = 15_000 }: CaptureOptions = {},
): Promise<Blob> {
  const isBlob = typeof source !== 'string';
  if (typeof document === 'undefined' || (isBlob && typeof URL.createObjectURL !== 'function'))
    return Promise.reject(new Error(MEDIA_TEXTS.thumbnailFailed));
  return new Promise((resolve, reject) => {
    const url = isBlob ? URL.createObjectURL(source) : source;
    const video = document.createElement('video');
    let settled = false;
    const finish = (blob: Blob | null, failure: string = MEDIA_TEXTS.thumbnailFailed) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      if (isBlob) URL.revokeObjectURL(url);
      if (blob) resolve(blob);
      else reject(new Error(failure));
    };
    const timer = setTimeout(() => finish(null, MEDIA_TEXTS.thumbnailLoadFailed), timeoutMs);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(null, MEDIA_TEXTS.thumbnailLoadFailed);
    video.onloadedmetadata = () => {
      const { duration } = video;
      video.currentTime = Number.isFinite(duration) && duration > 0 ? Math.min(atSeconds, duration / 2) : 0;
    };
    video.onseeked = () => {
      const width = Math.min(video.videoWidth, maxWidth);
      const height = Math.round((video.videoHeight * width) / (video.videoWidth || 1));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = width > 0 && height > 0 ? canvas.getContext('2d') : null;
      if (!context) {
        finish(null);
        return;
      }
      try {
        context.drawImage(video, 0, 0, width, height);
        canvas.toBlob((blob) => finish(blob), 'image/jpeg', quality);
      } catch {
        finish(null);
      }
    };
    video.src = url;
  });
}

/** While a video uploads: its frame, or null for a video the browser cannot play (AVI, an odd codec). */
export function captureVideoFrame(file: Blob, options?: CaptureOptions): Promise<Blob | null> {
  return grabVideoFrame(file, options).catch(() => null);
}
