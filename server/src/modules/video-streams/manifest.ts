// The manifest learners load: ffmpeg's ladder (ladder.mpd) with one text AdaptationSet per caption track,
// published as manifest.mpd. Written when the ladder is ready and again whenever the video's caption tracks
// change; each track's WebVTT is copied beside it as captions-<language>.vtt, so the folder's one access
// rule (the manifest's row) covers it, and the files of removed tracks go.
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { mediaKey } from '../../core/storage-keys.ts';
import { medias } from '../medias/tables.ts';
import { LADDER_MANIFEST, STREAM_MANIFEST, streamKey, streamSubDir } from './layout.ts';
import { videoCaptions } from './tables.ts';

const CAPTIONS_FILE = /^captions-[^/]+\.vtt$/;

export function captionsFileName(language: string): string {
  return `captions-${language}.vtt`;
}

async function readBytes(deps: Deps, key: string): Promise<Buffer | null> {
  const opened = await deps.storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const xml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type Track = { language: string; label: string; isDefault: boolean };

/** The text AdaptationSets, numbered after the ladder's own. */
function captionSets(ladder: string, tracks: Track[]): string {
  const ids = [...ladder.matchAll(/<AdaptationSet[^>]*?\bid="(\d+)"/g)].map((m) => Number(m[1]));
  let next = ids.length ? Math.max(...ids) + 1 : 0;
  return tracks
    .map((track) => {
      const name = captionsFileName(track.language);
      const role = (value: string) =>
        `\t\t\t<Role schemeIdUri="urn:mpeg:dash:role:2011" value="${value}" />\n`;
      return (
        `\t\t<AdaptationSet id="${next++}" contentType="text" mimeType="text/vtt" lang="${xml(track.language)}">\n` +
        role('subtitle') +
        (track.isDefault ? role('main') : '') +
        `\t\t\t<Label>${xml(track.label)}</Label>\n` +
        `\t\t\t<Representation id="${xml(`captions-${track.language}`)}" bandwidth="256">\n` +
        `\t\t\t\t<BaseURL>${xml(name)}</BaseURL>\n` +
        `\t\t\t</Representation>\n` +
        `\t\t</AdaptationSet>\n`
      );
    })
    .join('');
}

/** Writes the video's manifest.mpd from its ladder and caption tracks; false when there is no ladder yet. */
export async function publishManifest(deps: Deps, mediaId: string): Promise<boolean> {
  const ladder = (await readBytes(deps, streamKey(mediaId, LADDER_MANIFEST)))?.toString('utf8');
  if (ladder === undefined) return false;
  const rows = await deps.db
    .select({
      language: videoCaptions.language,
      label: videoCaptions.label,
      isDefault: videoCaptions.isDefault,
      file: { subDir: medias.subDir, hashname: medias.hashname },
    })
    .from(videoCaptions)
    .innerJoin(medias, eq(medias.id, videoCaptions.fileMediaId))
    .where(eq(videoCaptions.mediaId, mediaId))
    .orderBy(asc(videoCaptions.language));
  const tracks: Track[] = [];
  for (const row of rows) {
    const vtt = await readBytes(deps, mediaKey(row.file));
    // A track whose file is gone is left out rather than listed broken.
    if (!vtt) continue;
    await deps.storage.put(streamKey(mediaId, captionsFileName(row.language)), vtt, 'text/vtt');
    tracks.push(row);
  }
  const keep = new Set(tracks.map((t) => streamKey(mediaId, captionsFileName(t.language))));
  const stale: string[] = [];
  for await (const item of deps.storage.list(mediaKey({ subDir: streamSubDir(mediaId), hashname: '' }))) {
    const name = item.key.slice(item.key.lastIndexOf('/') + 1);
    if (CAPTIONS_FILE.test(name) && !keep.has(item.key)) stale.push(item.key);
  }
  if (stale.length) await deps.storage.delete(stale);
  // Before the line that closes the Period.
  const period = ladder.lastIndexOf('</Period>');
  const at = ladder.lastIndexOf('\n', period) + 1;
  const published =
    tracks.length === 0 || period < 0
      ? ladder
      : `${ladder.slice(0, at)}${captionSets(ladder, tracks)}${ladder.slice(at)}`;
  await deps.storage.put(
    streamKey(mediaId, STREAM_MANIFEST),
    Buffer.from(published, 'utf8'),
    'application/dash+xml',
  );
  return true;
}
