// A video's poster taken in the browser (docs/product/media.md#video-thumbnail: the frame at 1 s, JPEG
// quality 0.8): a server on a fresh machine has no ffmpeg, and Node cannot decode video
// (docs/decisions/0021-library-picks.md#video). Read from the local file, so it costs no download. A video
// the browser cannot play (AVI, an odd codec) has no poster: null, not an error.

export type CaptureOptions = {
  /** The thumbnail's offset, 1 second (docs/product/media.md#limits); a shorter video: its middle frame. */
  atSeconds?: number;
  quality?: number;
  /** Posters are shown at most 1280 px wide; a 4K frame would be a needless upload. */
  maxWidth?: number;
  timeoutMs?: number;
};

export function captureVideoFrame(
  file: Blob,
  { atSeconds = 1, quality = 0.8, maxWidth = 1280, timeoutMs = 15_000 }: CaptureOptions = {},
): Promise<Blob | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function')
    return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (blob: Blob | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(blob);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(null);
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
