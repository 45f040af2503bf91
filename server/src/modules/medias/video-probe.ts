// A video's length read from the file on disk, without ffmpeg (docs/decisions/0021-library-picks.md#video):
// mediabunny reads only the bytes it needs from MP4, MOV, WebM, MKV and Ogg. A file it cannot read (AVI, a
// damaged one) has no duration, which is not an error: the upload was already admitted by its type.
import { ALL_FORMATS, FilePathSource, Input } from 'mediabunny';

export const PROBE_TIMEOUT_MS = 10_000;

/** Seconds, or null when the file cannot be read within the time limit. */
export async function probeDuration(path: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<number | null> {
  const input = new Input({ source: new FilePathSource(path), formats: ALL_FORMATS });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const seconds = await Promise.race([input.computeDuration(), timeout]);
    return seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    // Closes the file, and ends a read still running after the time limit.
    input.dispose();
  }
}
