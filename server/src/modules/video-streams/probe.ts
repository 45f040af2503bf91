// What the job needs to know of a source before transcoding it: its picture size as shown (rotation
// applied), its length and whether it has sound. mediabunny reads MP4, MOV, WebM, MKV and Ogg without
// decoding; anything else (AVI) is read from ffmpeg's own description of the input.
import { ALL_FORMATS, FilePathSource, Input } from 'mediabunny';
import { runFfmpeg, FfmpegError } from './ffmpeg.ts';

export type SourceInfo = { width: number; height: number; durationSeconds: number; hasAudio: boolean };

async function probeWithMediabunny(path: string): Promise<SourceInfo | null> {
  const input = new Input({ source: new FilePathSource(path), formats: ALL_FORMATS });
  try {
    const video = await input.getPrimaryVideoTrack();
    if (!video) return null;
    const [audio, durationSeconds] = await Promise.all([
      input.getPrimaryAudioTrack(),
      input.computeDuration(),
    ]);
    return {
      width: video.displayWidth,
      height: video.displayHeight,
      durationSeconds,
      hasAudio: audio !== null,
    };
  } catch {
    return null;
  } finally {
    input.dispose();
  }
}

/** ffmpeg describes its input on stderr when given no output; the lines follow a stable pattern. */
async function probeWithFfmpeg(binary: string, path: string): Promise<SourceInfo | null> {
  let description = '';
  try {
    await runFfmpeg({ binary, args: ['-i', path] });
  } catch (error) {
    if (error instanceof FfmpegError) description = error.stderr;
  }
  const size = /Stream #\S+.*Video:.*?\b(\d{2,5})x(\d{2,5})\b/.exec(description);
  const length = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(description);
  if (!size || !length) return null;
  const rotated = /rotate\s*:\s*-?(90|270)\b/.test(description);
  const [width, height] = [Number(size[1]), Number(size[2])];
  return {
    width: rotated ? height : width,
    height: rotated ? width : height,
    durationSeconds: Number(length[1]) * 3600 + Number(length[2]) * 60 + Number(length[3]),
    hasAudio: /Stream #\S+.*Audio:/.test(description),
  };
}

/** The source's picture and length, or null when neither reader finds a video track in it. */
export async function probeSource(binary: string, path: string): Promise<SourceInfo | null> {
  const info = (await probeWithMediabunny(path)) ?? (await probeWithFfmpeg(binary, path));
  return info && info.width > 0 && info.height > 0 ? info : null;
}
