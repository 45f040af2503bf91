// POST /api/upload (docs/product/media.md#api: a single file, an image or a video). The route asks
// `planUpload` first, before a byte is read (who may send what, and where it goes), receives the file onto
// disk, then `storeUpload` checks its bytes, re-encodes an image or reads a video's length, moves it under a
// generated name and records it. A video's poster is an image captured in the browser and sent with
// `posterFor`.
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { and, eq, like } from 'drizzle-orm';
import {
  MEDIA_TEXTS,
  UPLOAD_LIMITS,
  UPLOAD_TEXTS,
  type UploadedMedia,
  type UploadPurpose,
  type UploadQuery,
} from '@portal/shared-api/contract/medias';
import type { Deps } from '../../core/deps.ts';
import { medias } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { withoutControlChars } from '../../core/sanitize.ts';
import { probeDuration } from './video-probe.ts';
import { removeMediaRows, toUploadedMedia } from './library.ts';
import { isAllowedImage, reencodeImage, videoFormatOf, type ImagePurpose } from './formats.ts';
import type { ReceivedFile } from './receive.ts';
import { type SignedInUser } from '../../core/caller.ts';
import { mediaKey } from '../../core/storage-keys.ts';
import { quotaExceeded, storageUsage } from './quota.ts';
import { startTranscode, streamDetailsOf } from '../video-streams/index.ts';

export type UploadPlan = {
  kind: 'image' | 'video';
  purpose: UploadPurpose;
  subDir: string;
  visibility: 'public' | 'private';
  maxBytes: number;
  tooLarge: string;
  /** The caller's video this image becomes the poster of. */
  posterFor: Pick<typeof medias.$inferSelect, 'id' | 'posterMediaId' | 'courseId' | 'visibility'> | null;
};

const PURPOSES: Record<'image' | 'video', readonly UploadPurpose[]> = {
  image: ['cover', 'post', 'poster'],
  video: ['lesson'],
};

/** Everything decided before the body is read, so a refused upload costs no bandwidth or disk. */
export async function planUpload(deps: Deps, user: SignedInUser, query: UploadQuery): Promise<UploadPlan> {
  const { kind } = query;
  const purpose = query.purpose ?? (kind === 'video' ? 'lesson' : 'cover');
  if (kind === 'video' && user.role === 'user') throw httpError(403, MEDIA_TEXTS.videoForbidden);
  if (!PURPOSES[kind].includes(purpose))
    throw httpError(400, `A ${kind} cannot be uploaded as a ${purpose}.`);
  if ((purpose === 'poster') !== Boolean(query.posterFor)) throw httpError(400, MEDIA_TEXTS.posterTarget);
  let posterFor: UploadPlan['posterFor'] = null;
  if (query.posterFor) {
    const [video] = await deps.db
      .select({
        id: medias.id,
        posterMediaId: medias.posterMediaId,
        courseId: medias.courseId,
        visibility: medias.visibility,
      })
      .from(medias)
      .where(
        and(eq(medias.id, query.posterFor), eq(medias.ownerId, user.id), like(medias.extension, 'video/%')),
      )
      .limit(1);
    // Another user's video, or not a video at all: not found, as for any object that is not yours.
    if (!video) throw httpError(404, MEDIA_TEXTS.notFound);
    posterFor = video;
  }
  const video = kind === 'video';
  // The size is not known before the bytes arrive: the receiver stops at what the quota has left.
  const maxBytes = video ? UPLOAD_LIMITS.videoBytes : UPLOAD_LIMITS.imageBytes;
  const usage = await storageUsage(deps, user);
  const left = usage.QuotaBytes - usage.UsedBytes;
  if (left <= 0) throw quotaExceeded(usage);
  return {
    kind,
    purpose,
    subDir: `${purpose === 'post' ? 'posts' : 'courses'}/${user.slug}`,
    // A post's cover shows on the public post page; course media stay private until the course publishes.
    visibility: purpose === 'post' ? 'public' : 'private',
    maxBytes: Math.min(maxBytes, left),
    tooLarge:
      left < maxBytes
        ? quotaExceeded(usage).message
        : video
          ? UPLOAD_TEXTS.videoTooLarge
          : UPLOAD_TEXTS.imageTooLarge,
    posterFor,
  };
}

/** Checks, stores and records the received file; the temp file is gone afterwards whatever happens. */
export async function storeUpload(
  deps: Deps,
  user: SignedInUser,
  plan: UploadPlan,
  file: ReceivedFile,
): Promise<UploadedMedia> {
  let stored: string | null = null;
  try {
    const hex = randomBytes(16).toString('hex');
    let saved: { hashname: string; extension: string; size: number; durationSeconds: number | null };
    if (plan.kind === 'video') {
      const format = await videoFormatOf(file.path);
      if (!format) throw httpError(415, UPLOAD_TEXTS.videoWrongType);
      const durationSeconds = await probeDuration(file.path);
      const hashname = `${hex}${format.ext}`;
      stored = mediaKey({ subDir: plan.subDir, hashname });
      await deps.storage.put(stored, { path: file.path }, format.mime);
      saved = { hashname, extension: format.mime, size: file.size, durationSeconds };
    } else {
      if (!(await isAllowedImage(file.path))) throw httpError(415, UPLOAD_TEXTS.imageWrongType);
      const hashname = `${hex}.webp`;
      const image = await reencodeImage(file.path, plan.purpose as ImagePurpose);
      if (image === null) throw httpError(415, UPLOAD_TEXTS.imageWrongType);
      stored = mediaKey({ subDir: plan.subDir, hashname });
      await deps.storage.put(stored, image, 'image/webp');
      saved = { hashname, extension: 'image/webp', size: image.length, durationSeconds: null };
    }
    const [row] = await deps.db
      .insert(medias)
      .values({
        slug: randomUUID(),
        ownerId: user.id,
        username: originalName(file.filename, plan.kind),
        subDir: plan.subDir,
        visibility: plan.visibility,
        ...saved,
      })
      .returning();
    if (!row) throw new Error('media insert returned nothing');
    stored = null;
    if (plan.posterFor) await attachPoster(deps, user.id, plan.posterFor, row.id);
    if (plan.kind !== 'video') return toUploadedMedia(row);
    // Every lesson video becomes a stream; the answer already says it is processing.
    await startTranscode(deps, row.id);
    return toUploadedMedia(row, null, (await streamDetailsOf(deps, [row.id])).get(row.id));
  } catch (error) {
    if (stored) await deps.storage.delete([stored]);
    throw error;
  } finally {
    await rm(file.path, { force: true });
  }
}

/**
 * The video's new poster, readable by whoever may read the video (a published course's learners too); the
 * one it replaces is deleted with its file.
 */
async function attachPoster(
  deps: Deps,
  ownerId: string,
  video: NonNullable<UploadPlan['posterFor']>,
  posterId: string,
): Promise<void> {
  await deps.db
    .update(medias)
    .set({ courseId: video.courseId, visibility: video.visibility })
    .where(eq(medias.id, posterId));
  await deps.db.update(medias).set({ posterMediaId: posterId }).where(eq(medias.id, video.id));
  if (video.posterMediaId && video.posterMediaId !== posterId)
    await removeMediaRows(deps, ownerId, [video.posterMediaId]);
}

/**
 * The name the person knows the file by (its Username: docs/product/media.md#media), kept short and
 * printable.
 */
function originalName(filename: string, kind: 'image' | 'video'): string {
  const clean = withoutControlChars(filename).trim();
  return (clean || (kind === 'video' ? 'video' : 'image')).slice(0, 200);
}
