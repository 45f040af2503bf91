// The manifest learners load: ffmpeg's ladder (ladder.mpd), published as manifest.mpd. Written when the
// ladder is ready and again whenever the video's caption tracks change.
import type { Deps } from '../../core/deps.ts';
import { LADDER_MANIFEST, STREAM_MANIFEST, streamKey } from './layout.ts';

async function readText(deps: Deps, key: string): Promise<string | null> {
  const opened = await deps.storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes the video's manifest.mpd from its ladder; false when there is no ladder yet. */
export async function publishManifest(deps: Deps, mediaId: string): Promise<boolean> {
  const ladder = await readText(deps, streamKey(mediaId, LADDER_MANIFEST));
  if (ladder === null) return false;
  await deps.storage.put(
    streamKey(mediaId, STREAM_MANIFEST),
    Buffer.from(ladder, 'utf8'),
    'application/dash+xml',
  );
  return true;
}
