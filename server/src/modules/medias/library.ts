// The media library (GET/PUT/DELETE /api/medias…: docs/product/media.md#api): the caller's own files, by Id
// or Slug. Another user's file is answered as missing (404), like any object that is not yours.
import { and, count, desc, eq, like, notExists, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MEDIA_TEXTS,
  type MediaList,
  type MediaListQuery,
  type UploadedMedia,
} from '@portal/shared-api/contract/medias';
import type { Deps } from '../../core/deps.ts';
import { medias } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { removeStoredFiles } from '../../platform/storage/remove.ts';
import { derivedMediaIds, NO_STREAM, streamDetailsOf, type StreamDetails } from '../video-streams/index.ts';

type MediaRow = typeof medias.$inferSelect;
const poster = alias(medias, 'poster');
const posterOf = alias(medias, 'poster_of');

export function isVideoType(mime: string): boolean {
  return mime.startsWith('video/');
}

export function toUploadedMedia(
  row: MediaRow,
  posterRow: Pick<MediaRow, 'subDir' | 'hashname'> | null = null,
  stream: StreamDetails = NO_STREAM,
): UploadedMedia {
  return {
    Id: row.id,
    Slug: row.slug,
    Username: row.username,
    Hashname: row.hashname,
    Extension: row.extension,
    Size: row.size,
    SubDir: row.subDir,
    Kind: isVideoType(row.extension) ? 'video' : 'image',
    url: mediaUrl(row),
    DurationSeconds: row.durationSeconds,
    PosterUrl: posterRow ? mediaUrl(posterRow) : null,
    CreatedAt: row.createdAt.toISOString(),
    ...stream,
  };
}

/** The rows matching `where`, each with its poster's location. */
function selectWithPoster(deps: Deps, where: SQL | undefined) {
  return deps.db
    .select({ media: medias, poster: { subDir: poster.subDir, hashname: poster.hashname } })
    .from(medias)
    .leftJoin(poster, eq(poster.id, medias.posterMediaId))
    .where(where);
}

async function findOne(deps: Deps, where: SQL | undefined): Promise<UploadedMedia> {
  const [found] = await selectWithPoster(deps, where).limit(1);
  if (!found) throw httpError(404, MEDIA_TEXTS.notFound);
  const streams = await streamDetailsOf(deps, [found.media.id]);
  return toUploadedMedia(
    found.media,
    found.poster?.hashname ? found.poster : null,
    streams.get(found.media.id),
  );
}

/** GET /api/medias/{id}: one of the caller's files. */
export function getOwnMedia(deps: Deps, ownerId: string, id: string): Promise<UploadedMedia> {
  if (!isUuid(id)) throw httpError(404, MEDIA_TEXTS.notFound);
  return findOne(deps, and(eq(medias.id, id), eq(medias.ownerId, ownerId)));
}

/** GET /api/medias/public/{slug}: a file anyone may see. */
export function getPublicMedia(deps: Deps, slug: string): Promise<UploadedMedia> {
  return findOne(deps, and(eq(medias.slug, slug), eq(medias.visibility, 'public')));
}

/** GET /api/medias: the caller's files, newest first; a video's poster travels with the video, not alone. */
export async function listOwnMedia(deps: Deps, ownerId: string, query: MediaListQuery): Promise<MediaList> {
  const { take = 20, skip = 0, kind } = query;
  const where = and(
    eq(medias.ownerId, ownerId),
    kind ? like(medias.extension, `${kind}/%`) : undefined,
    notExists(
      deps.db.select({ id: posterOf.id }).from(posterOf).where(eq(posterOf.posterMediaId, medias.id)),
    ),
  );
  const [rows, [total]] = await Promise.all([
    selectWithPoster(deps, where).orderBy(desc(medias.createdAt), desc(medias.id)).limit(take).offset(skip),
    deps.db.select({ total: count() }).from(medias).where(where),
  ]);
  const streams = await streamDetailsOf(
    deps,
    rows.map((row) => row.media.id),
  );
  return {
    items: rows.map((row) =>
      toUploadedMedia(row.media, row.poster?.hashname ? row.poster : null, streams.get(row.media.id)),
    ),
    total: total?.total ?? 0,
  };
}

/** PUT /api/medias/{slug}: the name shown for the file; the stored name never changes. */
export async function renameOwnMedia(
  deps: Deps,
  ownerId: string,
  slug: string,
  name: string,
): Promise<UploadedMedia> {
  const username = name.trim();
  if (!username) throw httpError(400, 'Please enter a file name.');
  const [row] = await deps.db
    .update(medias)
    .set({ username })
    .where(and(eq(medias.slug, slug), eq(medias.ownerId, ownerId)))
    .returning({ id: medias.id });
  if (!row) throw httpError(404, MEDIA_TEXTS.notFound);
  return getOwnMedia(deps, ownerId, row.id);
}

/** DELETE /api/medias/{slug}: the row and its file, and a video's poster with it. */
export async function deleteOwnMedia(deps: Deps, ownerId: string, slug: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(medias)
    .where(and(eq(medias.slug, slug), eq(medias.ownerId, ownerId)))
    .limit(1);
  if (!row) throw httpError(404, MEDIA_TEXTS.notFound);
  // A published course's lesson or cover would lose it without a word: the course decides first.
  if (row.courseId) throw httpError(409, MEDIA_TEXTS.inCourse);
  // Read before the video goes: its stream and caption rows point at it and would lose the link.
  const derived = await derivedMediaIds(deps, row.id);
  await removeMediaRows(deps, ownerId, [row.id, row.posterMediaId, ...derived]);
}

/** Deletes the caller's rows among `ids`, then their files (a missing file is no error). */
export async function removeMediaRows(deps: Deps, ownerId: string, ids: (string | null)[]): Promise<void> {
  for (const id of ids) {
    if (!id) continue;
    const [gone] = await deps.db
      .delete(medias)
      .where(and(eq(medias.id, id), eq(medias.ownerId, ownerId)))
      .returning();
    if (gone) await removeStoredFiles(deps.storage, [gone]);
  }
}
