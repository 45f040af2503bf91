// A video's caption tracks (docs/product/media.md#captions): POST and DELETE /api/medias/{id}/captions. The
// author's WebVTT or SRT is stored as a WebVTT medias row beside the video (same folder, same readers) and
// counted against their quota; one track per language, at most one default. After each change the stream's
// manifest is written again, and a published course's lessons that play the video get the tracks at once.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { MEDIA_TEXTS, type CaptionUploadBody, type UploadedMedia } from '@portal/shared-api/contract/medias';
import type { Caller } from '../../core/caller.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { mediaKey } from '../../core/storage-keys.ts';
import { withoutControlChars } from '../../core/sanitize.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { removeStoredFiles } from '../../platform/storage/remove.ts';
import { lessonTranscriptions, lessons } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { parseCaptions, toWebVtt } from './captions-parse.ts';
import { publishManifest } from './manifest.ts';
import { videoCaptions } from './tables.ts';

/**
 * What the medias module lends: reading a file back as the API shows it, and the quota. Handed in by api.ts,
 * as importing medias' face here would be a cycle (medias lists each video's stream through this module).
 */
export type MediaFace = {
  getOwnMedia(deps: Deps, ownerId: string, id: string): Promise<UploadedMedia>;
  assertRoomFor(deps: Deps, user: Caller, incoming: number): Promise<void>;
};

/** The caller's video, or 404 (another's, or none) / 400 (a file that is no video). */
async function ownVideo(deps: Deps, ownerId: string, id: string) {
  if (!isUuid(id)) throw httpError(404, MEDIA_TEXTS.notFound);
  const [video] = await deps.db
    .select()
    .from(medias)
    .where(and(eq(medias.id, id), eq(medias.ownerId, ownerId)))
    .limit(1);
  if (!video) throw httpError(404, MEDIA_TEXTS.notFound);
  if (!video.extension.startsWith('video/')) throw httpError(400, MEDIA_TEXTS.notAVideo);
  return video;
}

/**
 * The lessons that play this video take its tracks as their caption tracks (the player reads
 * lesson_transcriptions). Only lessons of the video are touched, so other lessons keep theirs.
 */
async function syncLessonTracks(db: Db | Tx, videoId: string): Promise<void> {
  const lessonIds = (
    await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.mediaId, videoId))
  ).map((row) => row.id);
  if (lessonIds.length === 0) return;
  const tracks = await db.select().from(videoCaptions).where(eq(videoCaptions.mediaId, videoId));
  await db.delete(lessonTranscriptions).where(inArray(lessonTranscriptions.lessonId, lessonIds));
  const rows = lessonIds.flatMap((lessonId) =>
    tracks.map((track) => ({
      lessonId,
      language: track.language,
      label: track.label,
      isDefault: track.isDefault,
      mediaId: track.fileMediaId,
    })),
  );
  if (rows.length) await db.insert(lessonTranscriptions).values(rows);
}

/** POST /api/medias/{id}/captions: adds the track, or replaces the one of the same language. */
export async function addCaptions(
  deps: Deps,
  media: MediaFace,
  caller: Caller,
  videoId: string,
  body: CaptionUploadBody,
): Promise<UploadedMedia> {
  const video = await ownVideo(deps, caller.id, videoId);
  const vtt = Buffer.from(toWebVtt(parseCaptions(body.Content)), 'utf8');
  await media.assertRoomFor(deps, caller, vtt.length);
  const language = body.Language.toLowerCase();
  const label = withoutControlChars(body.Label).trim() || 'Unknown';
  const hashname = `${randomBytes(16).toString('hex')}.vtt`;
  const key = mediaKey({ subDir: video.subDir, hashname });
  await deps.storage.put(key, vtt, 'text/vtt');
  let replaced: (typeof medias.$inferSelect)[];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ fileMediaId: videoCaptions.fileMediaId })
        .from(videoCaptions)
        .where(and(eq(videoCaptions.mediaId, video.id), eq(videoCaptions.language, language)))
        .for('update');
      // The old file's row goes, and its track with it (the foreign key cascades).
      const gone = old ? await tx.delete(medias).where(eq(medias.id, old.fileMediaId)).returning() : [];
      const [file] = await tx
        .insert(medias)
        .values({
          slug: randomUUID(),
          ownerId: caller.id,
          username: withoutControlChars(body.FileName).trim().slice(0, 200) || `${language}.vtt`,
          hashname,
          extension: 'text/vtt',
          size: vtt.length,
          subDir: video.subDir,
          // Read by whoever may read the video: its author, or a published course's learners.
          visibility: video.visibility,
          courseId: video.courseId,
        })
        .returning({ id: medias.id });
      if (body.Default)
        await tx
          .update(videoCaptions)
          .set({ isDefault: false })
          .where(and(eq(videoCaptions.mediaId, video.id), ne(videoCaptions.language, language)));
      await tx.insert(videoCaptions).values({
        mediaId: video.id,
        language,
        label: label.slice(0, 60),
        isDefault: body.Default ?? false,
        fileMediaId: file!.id,
      });
      await syncLessonTracks(tx, video.id);
      return gone;
    });
  } catch (error) {
    await deps.storage.delete([key]);
    throw error;
  }
  await removeStoredFiles(deps.storage, replaced);
  await publishManifest(deps, video.id);
  return media.getOwnMedia(deps, caller.id, video.id);
}

/** DELETE /api/medias/{id}/captions/{captionId}: the track and its file. */
export async function removeCaptions(
  deps: Deps,
  media: MediaFace,
  ownerId: string,
  videoId: string,
  captionId: string,
): Promise<UploadedMedia> {
  const video = await ownVideo(deps, ownerId, videoId);
  const gone = await deps.db.transaction(async (tx) => {
    const [track] = await tx
      .select({ fileMediaId: videoCaptions.fileMediaId })
      .from(videoCaptions)
      .where(and(eq(videoCaptions.id, captionId), eq(videoCaptions.mediaId, video.id)))
      .limit(1);
    if (!track) throw httpError(404, MEDIA_TEXTS.captionNotFound);
    const rows = await tx.delete(medias).where(eq(medias.id, track.fileMediaId)).returning();
    await syncLessonTracks(tx, video.id);
    return rows;
  });
  await removeStoredFiles(deps.storage, gone);
  await publishManifest(deps, video.id);
  return media.getOwnMedia(deps, ownerId, video.id);
}
