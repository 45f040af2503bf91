// The renditions a source becomes (docs/product/media.md#transcoding): the heights of the player's list up to
// the source's own (never upscaled), each with an H.264 bitrate for 2-second segments, and the ffmpeg
// arguments that make them in one decoding pass, as one DASH manifest of fragmented MP4 files.
import type { SourceInfo } from './probe.ts';

/** Height → video bitrate (kb/s). 576 of the player's list is left out: it sits too close to 480 to pay. */
const RUNGS: readonly { height: number; kbps: number }[] = [
  { height: 1440, kbps: 8000 },
  { height: 1080, kbps: 5000 },
  { height: 720, kbps: 2800 },
  { height: 480, kbps: 1200 },
  { height: 360, kbps: 700 },
];
const AUDIO_KBPS = 128;
export const SEGMENT_SECONDS = 2;
/** The rendition behind Download: 720p, or the top one when the source is smaller. */
export const DOWNLOAD_HEIGHT = 720;

export type Rung = { height: number; kbps: number };

/** The source's rungs, highest first; a source below the lowest gets one rung at its own height. */
export function ladderFor(source: Pick<SourceInfo, 'height'>): Rung[] {
  const fitting = RUNGS.filter((rung) => rung.height <= source.height);
  if (fitting.length > 0) return fitting;
  const height = Math.max(2, source.height - (source.height % 2));
  return [{ height, kbps: Math.max(200, Math.round((RUNGS.at(-1)!.kbps * height) / 360)) }];
}

/** The index of the rendition Download copies. */
export function downloadRung(rungs: Rung[]): number {
  const index = rungs.findIndex((rung) => rung.height <= DOWNLOAD_HEIGHT);
  return index === -1 ? rungs.length - 1 : index;
}

/** ffmpeg's arguments: the source in, every rung and the sound out as `stream-<n>.mp4` beside the manifest. */
export function dashArgs(input: string, source: SourceInfo, rungs: Rung[], manifestPath: string): string[] {
  const split = rungs.map((_, i) => `[v${i}]`).join('');
  const scales = rungs.map((rung, i) => `[v${i}]scale=-2:${rung.height}[o${i}]`).join(';');
  const args = ['-i', input, '-filter_complex', `[0:v]split=${rungs.length}${split};${scales}`];
  rungs.forEach((_, i) => args.push('-map', `[o${i}]`));
  if (source.hasAudio) args.push('-map', '0:a:0');
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p');
  rungs.forEach((rung, i) =>
    args.push(
      `-b:v:${i}`,
      `${rung.kbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(rung.kbps * 1.1)}k`,
      `-bufsize:v:${i}`,
      `${rung.kbps * 2}k`,
    ),
  );
  // A key frame every segment, and only there, so every rendition switches at the same instants.
  args.push('-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0');
  if (source.hasAudio) args.push('-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2');
  args.push(
    '-f',
    'dash',
    '-seg_duration',
    String(SEGMENT_SECONDS),
    '-use_template',
    '0',
    '-use_timeline',
    '0',
    '-single_file',
    '1',
    '-single_file_name',
    'stream-$RepresentationID$.mp4',
    '-adaptation_sets',
    source.hasAudio ? 'id=0,streams=v id=1,streams=a' : 'id=0,streams=v',
    '-progress',
    'pipe:1',
    '-nostats',
    manifestPath,
  );
  return args;
}

/** The files ffmpeg writes for these rungs: one per rendition, then the sound's. */
export function streamFiles(rungs: Rung[], hasAudio: boolean): string[] {
  const count = rungs.length + (hasAudio ? 1 : 0);
  return Array.from({ length: count }, (_, i) => `stream-${i}.mp4`);
}
