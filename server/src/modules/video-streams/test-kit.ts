// Test clips made on the spot with the same ffmpeg the job runs: a moving test picture of any size, with a
// tone unless told otherwise. Small and short, so a test's transcode takes a second or two.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegBinary, runFfmpeg } from './ffmpeg.ts';

export type ClipOptions = { width: number; height: number; seconds: number; audio?: boolean };

const made = new Map<string, Promise<Buffer>>();

/** A clip of that size and length, made once per test process (the tests of a lane share one process). */
export function makeClip(options: ClipOptions): Promise<Buffer> {
  const key = JSON.stringify({ audio: true, ...options });
  let clip = made.get(key);
  if (!clip) {
    clip = encodeClip(options);
    made.set(key, clip);
  }
  return clip;
}

async function encodeClip({ width, height, seconds, audio = true }: ClipOptions): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-clip-'));
  const path = join(dir, 'clip.mp4');
  try {
    const args = ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=24:duration=${seconds}`];
    if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`);
    args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-loglevel', 'error');
    if (audio) args.push('-c:a', 'aac', '-shortest');
    args.push(path);
    await runFfmpeg({ binary: ffmpegBinary(process.env.FFMPEG_PATH), args });
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
