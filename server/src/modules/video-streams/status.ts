// What the API says of a video's stream (GET /api/medias/{id}, the media library, the wizard): its status and
// progress, and once ready its manifest, ladder and download file; and its caption tracks.
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UploadedMedia, VideoProgressEvent } from '@portal/shared-api/contract/medias';
import type { Deps } from '../../core/deps.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { medias } from '../medias/tables.ts';
import { videoCaptions, videoStreams } from './tables.ts';
import { DOWNLOAD_FILE } from './layout.ts';

export type StreamDetails = Pick<
  UploadedMedia,
  'Status' | 'Progress' | 'Error' | 'ManifestUrl' | 'Renditions' | 'DownloadUrl' | 'Captions'
>;

/** What a file that is no video (or a video uploaded before transcoding existed) says. */
export const NO_STREAM: StreamDetails = {
  Status: null,
  Progress: null,
  Error: null,
  ManifestUrl: null,
  Renditions: [],
  DownloadUrl: null,
  Captions: [],
};

const manifest = alias(medias, 'manifest');
const captionFile = alias(medias, 'caption_file');

/** The stream details of each of these media (those with none are left out). */
export async function streamDetailsOf(deps: Deps, mediaIds: string[]): Promise<Map<string, StreamDetails>> {
  const found = new Map<string, StreamDetails>();
  if (mediaIds.length === 0) return found;
  const [streams, tracks] = await Promise.all([
    deps.db
      .select({ stream: videoStreams, manifest: { subDir: manifest.subDir, hashname: manifest.hashname } })
      .from(videoStreams)
      .leftJoin(manifest, eq(manifest.id, videoStreams.manifestMediaId))
      .where(inArray(videoStreams.mediaId, mediaIds)),
    deps.db
      .select({
        caption: videoCaptions,
        file: { subDir: captionFile.subDir, hashname: captionFile.hashname },
      })
      .from(videoCaptions)
      .innerJoin(captionFile, eq(captionFile.id, videoCaptions.fileMediaId))
      .where(inArray(videoCaptions.mediaId, mediaIds))
      .orderBy(asc(videoCaptions.language)),
  ]);
  for (const { stream, manifest: file } of streams) {
    const ready = stream.status === 'ready' && file?.hashname;
    found.set(stream.mediaId, {
      Status: stream.status,
      Progress: stream.progress,
      Error: stream.status === 'failed' ? stream.error : null,
      ManifestUrl: ready ? mediaUrl(file) : null,
      Renditions: ready
        ? stream.renditions.map((r) => ({ Height: r.height, Width: r.width, Bandwidth: r.bandwidth }))
        : [],
      DownloadUrl: ready ? mediaUrl({ subDir: file.subDir, hashname: DOWNLOAD_FILE }) : null,
      Captions: [],
    });
  }
  for (const { caption, file } of tracks) {
    const details = found.get(caption.mediaId) ?? { ...NO_STREAM, Captions: [] };
    details.Captions.push({
      Id: caption.id,
      Language: caption.language,
      Label: caption.label,
      Default: caption.isDefault,
      url: mediaUrl(file),
    });
    found.set(caption.mediaId, details);
  }
  return found;
}

/** The live `media` event's data for one stream row. */
export function progressEvent(row: typeof videoStreams.$inferSelect): VideoProgressEvent {
  return {
    Id: row.mediaId,
    Status: row.status,
    Progress: row.progress,
    Error: row.status === 'failed' ? row.error : null,
  };
}

/** The rows made from a video (its stream's manifest, its caption files): deleted with it. */
export async function derivedMediaIds(deps: Deps, mediaId: string): Promise<string[]> {
  const [streams, captions] = await Promise.all([
    deps.db
      .select({ id: videoStreams.manifestMediaId })
      .from(videoStreams)
      .where(eq(videoStreams.mediaId, mediaId)),
    deps.db
      .select({ id: videoCaptions.fileMediaId })
      .from(videoCaptions)
      .where(eq(videoCaptions.mediaId, mediaId)),
  ]);
  return [...streams, ...captions].map((row) => row.id).filter((id): id is string => Boolean(id));
}
