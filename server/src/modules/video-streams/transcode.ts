// The transcoding job (video-transcode, docs/product/media.md#transcoding). Idempotent and safe to run again
// after a crash: it starts from the stored original each time, works in a scratch folder of its own that a
// retry empties first, replaces whatever an interrupted run left in the stream's folder, and writes the
// manifest last, so a learner never loads half a ladder. A source ffmpeg cannot read fails the video with
// the reason and is not retried; the author's Retry queues it again.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Deps } from '../../core/deps.ts';
import { mediaKey } from '../../core/storage-keys.ts';
import { lessons } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { FfmpegError, ffmpegBinary, runFfmpeg } from './ffmpeg.ts';
import { dashArgs, downloadRung, ladderFor, streamFiles, type Rung } from './ladder.ts';
import { DOWNLOAD_FILE, LADDER_MANIFEST, STREAM_MANIFEST, streamKey, streamSubDir } from './layout.ts';
import { publishManifest } from './manifest.ts';
import { makePoster } from './poster.ts';
import { probeSource, type SourceInfo } from './probe.ts';
import { progressEvent } from './status.ts';
import { videoStreams, type RenditionRow } from './tables.ts';

/** Why a video failed, as the author reads it under the lesson. */
export const TRANSCODE_ERRORS = {
  unreadable: 'The file could not be read as a video. Please upload it again, or another file.',
  failed: 'The video could not be converted for streaming. Please try again.',
  missing: 'The uploaded file is missing. Please upload the video again.',
} as const;

/** Shares of the whole run the progress bar gives each part: encoding is nearly all of it. */
const ENCODE_SHARE = 0.9;
/** Progress is written at most this often: every write is a query and a live event. */
const PROGRESS_EVERY_MS = 1000;

class SourceProblem extends Error {}

type VideoRow = typeof medias.$inferSelect;

async function update(deps: Deps, mediaId: string, values: PgUpdateSetSource<typeof videoStreams>) {
  const [row] = await deps.db
    .update(videoStreams)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(videoStreams.mediaId, mediaId))
    .returning();
  return row ?? null;
}

async function announce(deps: Deps, ownerId: string, row: typeof videoStreams.$inferSelect | null) {
  if (row) await deps.events.publish('media.changed', { ownerId, media: progressEvent(row) });
}

/** Copies the stored original to the scratch folder (the store may be a bucket on another machine). */
async function fetchOriginal(deps: Deps, video: VideoRow, path: string): Promise<void> {
  const opened = await deps.storage.open(mediaKey(video));
  if (!opened) throw new SourceProblem(TRANSCODE_ERRORS.missing);
  await pipeline(opened.body, createWriteStream(path));
}

/** Reads width and height of each rendition back from the ladder ffmpeg wrote. */
function renditionsOf(ladder: string, rungs: Rung[]): RenditionRow[] {
  const found = [
    ...ladder.matchAll(
      /<Representation[^>]*?\bbandwidth="(\d+)"[^>]*?\bwidth="(\d+)"[^>]*?\bheight="(\d+)"/g,
    ),
  ];
  const read = found.map((m) => ({ bandwidth: Number(m[1]), width: Number(m[2]), height: Number(m[3]) }));
  return read.length > 0
    ? read
    : rungs.map((r) => ({ height: r.height, width: 0, bandwidth: r.kbps * 1000 }));
}

export async function transcodeVideo(deps: Deps, mediaId: string): Promise<void> {
  const [video] = await deps.db.select().from(medias).where(eq(medias.id, mediaId)).limit(1);
  // Deleted meanwhile: nothing to make (its stream row went with it).
  if (!video) return;
  const [current] = await deps.db
    .select()
    .from(videoStreams)
    .where(eq(videoStreams.mediaId, mediaId))
    .limit(1);
  if (current?.status === 'ready' && current.manifestMediaId) return;
  if (!current) await deps.db.insert(videoStreams).values({ mediaId }).onConflictDoNothing();
  await announce(
    deps,
    video.ownerId,
    await update(deps, mediaId, {
      status: 'processing',
      progress: 0,
      error: null,
      attempts: sql`${videoStreams.attempts} + 1`,
    }),
  );

  // A folder of this run's own: an ffmpeg left running by a process that died writes into its old folder,
  // which is removed here, never into this one.
  const scratch = join(deps.config.dataDir, 'transcoding');
  for (const name of await readdir(scratch).catch(() => [] as string[]))
    if (name.startsWith(mediaId)) await rm(join(scratch, name), { recursive: true, force: true });
  const work = join(scratch, `${mediaId}-${randomUUID().slice(0, 8)}`);
  await mkdir(work, { recursive: true });
  try {
    const binary = ffmpegBinary(deps.config.ffmpegPath);
    const original = join(work, 'original');
    await fetchOriginal(deps, video, original);
    const source = await probeSource(binary, original);
    if (!source) throw new SourceProblem(TRANSCODE_ERRORS.unreadable);
    const rungs = ladderFor(source);
    const out = join(work, 'out');
    await mkdir(out);

    let reported = 0;
    let lastWrite = 0;
    const nice = deps.config.transcodeNice;
    await runFfmpeg({
      binary,
      nice,
      args: dashArgs(original, source, rungs, join(out, LADDER_MANIFEST)),
      onProgress: (seconds) => {
        const percent = Math.min(
          99,
          Math.floor((seconds / Math.max(source.durationSeconds, 0.1)) * ENCODE_SHARE * 100),
        );
        if (percent <= reported || Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
        reported = percent;
        lastWrite = Date.now();
        void update(deps, mediaId, { progress: percent }).then((row) => announce(deps, video.ownerId, row));
      },
    }).catch((error: unknown) => {
      // ffmpeg refusing the source is the file's fault; anything else (a killed process, no disk) is not.
      if (
        error instanceof FfmpegError &&
        /Invalid data|could not find codec|no such stream/i.test(error.stderr)
      )
        throw new SourceProblem(TRANSCODE_ERRORS.unreadable);
      throw error;
    });
    await makeDownload(binary, out, rungs, source, nice);
    const poster = await makePoster(binary, original, source, nice);
    await storeStream(deps, video, out, rungs, source, poster);
  } catch (error) {
    const reason = error instanceof SourceProblem ? error.message : TRANSCODE_ERRORS.failed;
    await announce(deps, video.ownerId, await update(deps, mediaId, { status: 'failed', error: reason }));
    // A bad file stays failed until the author retries; anything else is pg-boss's to retry.
    if (!(error instanceof SourceProblem)) throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The progressive MP4: the Download rendition and the sound, copied (not encoded again) into one file. */
async function makeDownload(binary: string, out: string, rungs: Rung[], source: SourceInfo, nice: number) {
  const index = downloadRung(rungs);
  const args = ['-i', join(out, `stream-${index}.mp4`)];
  if (source.hasAudio)
    args.push('-i', join(out, `stream-${rungs.length}.mp4`), '-map', '0:v:0', '-map', '1:a:0');
  args.push('-c', 'copy', '-movflags', '+faststart', '-loglevel', 'error', join(out, DOWNLOAD_FILE));
  await runFfmpeg({ binary, args, nice });
}

/**
 * Replaces the stream's folder with the new files (the manifest last), then records it all in one
 * transaction: the manifest's row (which rules who may read the folder), the poster when the video has none,
 * the lessons that use the video, and the status.
 */
async function storeStream(
  deps: Deps,
  video: VideoRow,
  out: string,
  rungs: Rung[],
  source: SourceInfo,
  poster: Buffer,
) {
  const subDir = streamSubDir(video.id);
  const renditions = renditionsOf(await readFile(join(out, LADDER_MANIFEST), 'utf8'), rungs);
  // What an interrupted run left: replaced wholesale, not merged with.
  const stale: string[] = [];
  for await (const item of deps.storage.list(mediaKey({ subDir, hashname: '' }))) stale.push(item.key);
  await deps.storage.delete(stale);
  let bytes = 0;
  for (const name of [...streamFiles(rungs, source.hasAudio), DOWNLOAD_FILE, LADDER_MANIFEST]) {
    const path = join(out, name);
    bytes += (await stat(path)).size;
    await deps.storage.put(streamKey(video.id, name), { path });
  }
  await publishManifest(deps, video.id);
  const posterName = `${randomUUID().replaceAll('-', '')}.jpg`;
  await deps.storage.put(mediaKey({ subDir: video.subDir, hashname: posterName }), poster, 'image/jpeg');

  const row = await deps.db.transaction(async (tx) => {
    // Read again under a lock: a course may have been published (or a poster chosen) while ffmpeg ran.
    const [now] = await tx
      .select({
        posterMediaId: medias.posterMediaId,
        visibility: medias.visibility,
        courseId: medias.courseId,
      })
      .from(medias)
      .where(eq(medias.id, video.id))
      .for('update');
    if (!now) return null;
    const shared = { ownerId: video.ownerId, visibility: now.visibility, courseId: now.courseId };
    const [manifest] = await tx
      .insert(medias)
      .values({
        ...shared,
        slug: randomUUID(),
        username: `${video.username}.mpd`,
        subDir,
        hashname: STREAM_MANIFEST,
        extension: 'application/dash+xml',
        size: bytes,
      })
      .onConflictDoUpdate({
        target: [medias.subDir, medias.hashname],
        set: { size: bytes, visibility: now.visibility, courseId: now.courseId },
      })
      .returning({ id: medias.id });
    // The browser's capture (or a thumbnail the author chose) stays; the server's frame fills a gap.
    let posterId = now.posterMediaId;
    if (!posterId) {
      const [inserted] = await tx
        .insert(medias)
        .values({
          ...shared,
          slug: randomUUID(),
          username: `${video.username} poster.jpg`,
          subDir: video.subDir,
          hashname: posterName,
          extension: 'image/jpeg',
          size: poster.length,
        })
        .returning({ id: medias.id });
      posterId = inserted!.id;
      await tx.update(medias).set({ posterMediaId: posterId }).where(eq(medias.id, video.id));
    }
    await tx.update(lessons).set({ streamMediaId: manifest!.id }).where(eq(lessons.mediaId, video.id));
    await tx
      .update(lessons)
      .set({ posterMediaId: posterId })
      .where(and(eq(lessons.mediaId, video.id), isNull(lessons.posterMediaId)));
    const [done] = await tx
      .update(videoStreams)
      .set({
        status: 'ready',
        progress: 100,
        error: null,
        manifestMediaId: manifest!.id,
        renditions,
        updatedAt: sql`now()`,
      })
      .where(eq(videoStreams.mediaId, video.id))
      .returning();
    return { done, madePoster: !now.posterMediaId };
  });
  // The server's frame was not needed (the video had a poster already), or the video is gone.
  if (!row?.madePoster) await deps.storage.delete([mediaKey({ subDir: video.subDir, hashname: posterName })]);
  await announce(deps, video.ownerId, row?.done ?? null);
}
