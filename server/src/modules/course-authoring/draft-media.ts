// The files a draft names: only the caller's own uploads, of the right kind (the cover an image, a lesson's
// media a video), and how the wizard shows them again after a reload.
import { and, eq, inArray } from 'drizzle-orm';
import type { CourseDraft, CourseDraftPayload } from '@portal/shared-api/contract/course-authoring';
import type { Db } from '../../platform/db/client.ts';
import { medias } from '../medias/tables.ts';
import { videoStreams } from '../video-streams/tables.ts';
import { httpError } from '../../core/errors.ts';
import { mediaUrl } from '../../core/media-url.ts';

type MediaRow = typeof medias.$inferSelect;

export function lessonMediaIds(payload: CourseDraftPayload): string[] {
  return payload.Sections.flatMap((s) => s.Lessons.map((l) => l.MediaId)).filter((id): id is string =>
    Boolean(id),
  );
}

async function readMedia(db: Db, ids: string[]): Promise<Map<string, MediaRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(medias).where(inArray(medias.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

const isImage = (row: MediaRow) => row.extension.startsWith('image/');
const isVideo = (row: MediaRow) => row.extension.startsWith('video/');

/** 400 when the draft names a file the caller did not upload, or one of the wrong kind. */
export async function checkDraftMedia(db: Db, ownerId: string, payload: CourseDraftPayload): Promise<void> {
  const found = await readMedia(db, [...lessonMediaIds(payload), payload.CoverMediaId ?? ''].filter(Boolean));
  const mine = (id: string) => {
    const row = found.get(id);
    return row && row.ownerId === ownerId ? row : null;
  };
  if (payload.CoverMediaId) {
    const cover = mine(payload.CoverMediaId);
    if (!cover || !isImage(cover))
      throw httpError(400, 'The course cover must be an image you uploaded. Please upload it again.');
  }
  for (const section of payload.Sections)
    for (const lesson of section.Lessons) {
      if (!lesson.MediaId) continue;
      const video = mine(lesson.MediaId);
      if (!video || !isVideo(video))
        throw httpError(
          400,
          `The video of lesson “${lesson.Title || 'Untitled'}” must be a video you uploaded. Please upload it again.`,
        );
    }
}

/** A lesson video as publishing needs it: its row, and its stream's manifest once the ladder is ready. */
export type PublishedVideo = MediaRow & { streamManifestId: string | null };

/** Rows of the videos (durations, posters) with their ready streams, for publishing. */
export async function videoRows(db: Db, payload: CourseDraftPayload): Promise<Map<string, PublishedVideo>> {
  const rows = await readMedia(db, lessonMediaIds(payload));
  const ids = [...rows.keys()];
  const streams =
    ids.length === 0
      ? []
      : await db
          .select({ mediaId: videoStreams.mediaId, manifestId: videoStreams.manifestMediaId })
          .from(videoStreams)
          .where(and(inArray(videoStreams.mediaId, ids), eq(videoStreams.status, 'ready')));
  const manifests = new Map(streams.map((s) => [s.mediaId, s.manifestId]));
  return new Map([...rows].map(([id, row]) => [id, { ...row, streamManifestId: manifests.get(id) ?? null }]));
}

/** Where each video's processing stands (a video from before transcoding has no row). */
async function streamStatus(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof videoStreams.$inferSelect>();
  const rows = await db.select().from(videoStreams).where(inArray(videoStreams.mediaId, ids));
  return new Map(rows.map((row) => [row.mediaId, row]));
}

/** The cover and the lessons' videos as the wizard shows them (name, poster, length, processing). */
export async function draftMedia(
  db: Db,
  payload: CourseDraftPayload,
): Promise<Pick<CourseDraft, 'Cover' | 'Media'>> {
  const videos = await readMedia(db, lessonMediaIds(payload));
  const extra = await readMedia(
    db,
    [payload.CoverMediaId ?? '', ...[...videos.values()].map((v) => v.posterMediaId ?? '')].filter(Boolean),
  );
  const streams = await streamStatus(db, [...videos.keys()]);
  const cover = payload.CoverMediaId ? extra.get(payload.CoverMediaId) : undefined;
  return {
    Cover: cover ? { Id: cover.id, url: mediaUrl(cover) } : null,
    Media: [...videos.values()].map((video) => {
      const poster = video.posterMediaId ? extra.get(video.posterMediaId) : undefined;
      const stream = streams.get(video.id);
      return {
        Id: video.id,
        Username: video.username,
        url: mediaUrl(video),
        posterUrl: poster ? mediaUrl(poster) : null,
        durationSeconds: video.durationSeconds,
        Status: stream?.status ?? null,
        Progress: stream?.progress ?? null,
        Error: stream?.status === 'failed' ? stream.error : null,
      };
    }),
  };
}
