// The video's poster made on the server (docs/product/player.md#video-figures: the frame at 1 s, JPEG quality 0.8, 16:9): ffmpeg decodes the
// one frame as PNG, sharp letterboxes it onto a 16:9 canvas and encodes the JPEG, so every lesson has a poster
// even when the author's browser could not take one.
import sharp from 'sharp';
import { ffmpegOutput } from './ffmpeg.ts';
import type { SourceInfo } from './probe.ts';

const POSTER_AT_SECONDS = 1;
const POSTER_WIDTH = 1280;
const POSTER_HEIGHT = 720;
const JPEG_QUALITY = 80;

export async function makePoster(
  binary: string,
  input: string,
  source: SourceInfo,
  nice: number,
): Promise<Buffer> {
  // A clip shorter than a second: its first frame.
  const at = source.durationSeconds > POSTER_AT_SECONDS ? POSTER_AT_SECONDS : 0;
  const frame = await ffmpegOutput(
    binary,
    ['-ss', String(at), '-i', input, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'],
    nice,
  );
  return sharp(frame)
    .resize(POSTER_WIDTH, POSTER_HEIGHT, { fit: 'contain', background: '#000000', withoutEnlargement: false })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}
