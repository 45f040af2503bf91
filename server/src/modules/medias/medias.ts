// Uploaded files (docs/product/media.md#storing). Files arrive as base64, are checked by size and by their
// bytes (the declared type must agree), re-encoded (platform/files/images.ts) and stored under a generated
// name, never the one the client sent.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type User } from '@portal/shared-api/contract/auth';
import {
  USER_LIMITS,
  USER_TEXTS,
  type Media,
  type MediaUploadPayload,
} from '@portal/shared-api/contract/users';
import type { Deps } from '../../core/deps.ts';
import { medias } from './tables.ts';
import { users } from '../users/tables.ts';
import { HttpError, httpError } from '../../core/errors.ts';
import { isPreviewMedia } from '../catalog/index.ts';
import { readableCourse } from '../course-access/index.ts';
import { getUserById } from '../users/index.ts';
import { PHOTO_TYPES, sniffImageType, squarePhoto } from '../../platform/files/images.ts';
import { STREAM_DIR, STREAM_MANIFEST, mediaUrl } from '../../core/media-url.ts';
import { UPLOAD_LIMITS, UPLOAD_TEXTS } from '@portal/shared-api/contract/medias';
import { reencodeImage } from './formats.ts';
import { mediaKey } from '../../core/storage-keys.ts';
import { removeStoredFiles } from '../../platform/storage/remove.ts';
import { assertRoomFor } from './quota.ts';
import type { Caller } from '../../core/caller.ts';

function decodeBase64(data: string): Buffer {
  const payload = data.replace(/^data:[^;,]+;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(payload)) throw httpError(400, 'The file must be sent as base64.');
  return Buffer.from(payload, 'base64');
}

/** POST /api/medias with SubDir `{slug}/profile`: stores the photo and makes it the user's photo. */
export async function uploadProfilePhoto(
  deps: Deps,
  user: Caller & { slug: string },
  payload: MediaUploadPayload,
): Promise<{ media: Media; user: User }> {
  const { db } = deps;
  if (payload.SubDir !== `${user.slug}/profile`) throw httpError(403, OWN_FOLDERS_ONLY);
  const bytes = decodeBase64(payload.Hashname);
  if (bytes.length === 0) throw httpError(400, 'The file is empty.');
  if (bytes.length > USER_LIMITS.photoBytes) throw httpError(413, USER_TEXTS.photoTooLarge);
  await assertRoomFor(deps, user, bytes.length);
  // JPG, PNG, GIF or WebP. The bytes decide; the declared type only has to agree with them.
  const kind = await sniffImageType(bytes, PHOTO_TYPES);
  const declared = payload.Extension.toLowerCase().replace('image/jpg', 'image/jpeg');
  if (!kind || declared !== kind) throw httpError(400, USER_TEXTS.photoWrongType);
  // Stored as written anew: a square WebP, without the camera's metadata.
  const photo = await squarePhoto(bytes);
  if (!photo) throw httpError(400, USER_TEXTS.photoWrongType);

  const hashname = `${randomBytes(16).toString('hex')}.webp`;
  await deps.storage.put(mediaKey({ subDir: payload.SubDir, hashname }), photo, 'image/webp');
  const previous = await db
    .select({ photoMediaId: users.photoMediaId })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  const [row] = await db
    .insert(medias)
    .values({
      slug: randomUUID(),
      ownerId: user.id,
      username: payload.Username.slice(0, 200),
      hashname,
      extension: 'image/webp',
      size: photo.length,
      subDir: payload.SubDir,
      visibility: 'public',
    })
    .returning();
  if (!row) throw new Error('media insert returned nothing');
  await db.update(users).set({ photoMediaId: row.id }).where(eq(users.id, user.id));
  const previousId = previous[0]?.photoMediaId;
  if (previousId) await deleteMedia(deps, user.id, previousId);
  return { media: toMedia(row), user: await getUserById(deps, user.id) };
}

const OWN_FOLDERS_ONLY = 'You can only upload to your own folders.';

/** The caller's folders besides the profile one: course media (private) and post covers (public). */
function ownFolder(slug: string, subDir: string): { visibility: 'public' | 'private' } | null {
  if (subDir === `courses/${slug}`) return { visibility: 'private' };
  if (subDir === `posts/${slug}`) return { visibility: 'public' };
  return null;
}

/**
 * POST /api/medias to another of the caller's folders: a base64 image (JPG, PNG, WebP or GIF, at most 10 MB),
 * checked by its bytes like the profile photo and stored as a 1600×900 WebP without metadata.
 */
export async function uploadBase64Image(
  deps: Deps,
  user: Caller & { slug: string },
  payload: MediaUploadPayload,
): Promise<{ media: Media }> {
  const folder = ownFolder(user.slug, payload.SubDir);
  if (!folder) throw httpError(403, OWN_FOLDERS_ONLY);
  const bytes = decodeBase64(payload.Hashname);
  if (bytes.length === 0) throw httpError(400, 'The file is empty.');
  if (bytes.length > UPLOAD_LIMITS.imageBytes) throw httpError(413, UPLOAD_TEXTS.imageTooLarge);
  await assertRoomFor(deps, user, bytes.length);
  const kind = await sniffImageType(bytes, PHOTO_TYPES);
  const declared = payload.Extension.toLowerCase().replace('image/jpg', 'image/jpeg');
  if (!kind || declared !== kind) throw httpError(415, UPLOAD_TEXTS.imageWrongType);
  const hashname = `${randomBytes(16).toString('hex')}.webp`;
  const image = await reencodeImage(bytes, 'cover');
  if (image === null) throw httpError(415, UPLOAD_TEXTS.imageWrongType);
  await deps.storage.put(mediaKey({ subDir: payload.SubDir, hashname }), image, 'image/webp');
  const [row] = await deps.db
    .insert(medias)
    .values({
      slug: randomUUID(),
      ownerId: user.id,
      username: payload.Username.trim().slice(0, 200) || 'image',
      hashname,
      extension: 'image/webp',
      size: image.length,
      subDir: payload.SubDir,
      visibility: folder.visibility,
    })
    .returning();
  if (!row) throw new Error('media insert returned nothing');
  return { media: toMedia(row) };
}

export async function removeProfilePhoto(deps: Deps, userId: string): Promise<User> {
  const { db } = deps;
  const [row] = await db
    .select({ photoMediaId: users.photoMediaId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.photoMediaId) {
    await db.update(users).set({ photoMediaId: null }).where(eq(users.id, userId));
    await deleteMedia(deps, userId, row.photoMediaId);
  }
  return getUserById(deps, userId);
}

async function deleteMedia(deps: Deps, ownerId: string, mediaId: string): Promise<void> {
  const [gone] = await deps.db
    .delete(medias)
    .where(and(eq(medias.id, mediaId), eq(medias.ownerId, ownerId)))
    .returning();
  if (gone) await removeStoredFiles(deps.storage, [gone]);
}

export function toMedia(row: typeof medias.$inferSelect): Media {
  return {
    Id: row.id,
    Slug: row.slug,
    Username: row.username,
    Hashname: row.hashname,
    Extension: row.extension,
    Size: row.size,
    SubDir: row.subDir,
    url: mediaUrl(row),
  };
}

/**
 * Whether the asker may read a stored file (docs/architecture.md#media): public, the owner, or the course's
 * people.
 */
export async function canReadMedia(
  deps: Deps,
  subDir: string,
  hashname: string,
  userId: string | null,
): Promise<boolean> {
  const { db } = deps;
  // A stream folder's renditions and captions have no rows: the manifest's row rules them all.
  const recorded = subDir.startsWith(STREAM_DIR) ? STREAM_MANIFEST : hashname;
  const [media] = await db
    .select()
    .from(medias)
    .where(and(eq(medias.subDir, subDir), eq(medias.hashname, recorded)))
    .limit(1);
  if (!media) return false;
  if (media.visibility === 'public') return true;
  if (userId && media.ownerId === userId) return true;
  if (media.visibility !== 'course' || !media.courseId) return false;
  // A free preview (the course page's) plays for anyone: asked last, so a learner's every stream segment
  // costs no extra query.
  const preview = () => isPreviewMedia(db, media.id);
  if (!userId) return preview();
  // Course media follow the player's rule (docs/decisions/0016): the author, an administrator, or an
  // enrolled learner who may follow the course (a lapsed plan no longer opens a paid course's videos).
  const [reader] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (!reader) return false;
  return readableCourse(deps, { id: userId, role: reader.role }, { id: media.courseId }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return preview();
      throw error;
    },
  );
}
