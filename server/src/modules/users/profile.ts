// The signed-in user's own account: read, update, password change, deletion. Callers pass the session's
// user id; a slug that is not theirs never reaches these functions (the routes refuse it first).
import { eq } from 'drizzle-orm';
import { type User } from '@portal/shared-api/contract/auth';
import {
  USER_TEXTS,
  type PasswordChangePayload,
  type UserProfilePayload,
} from '@portal/shared-api/contract/users';
import type { Deps } from '../../core/deps.ts';
import { medias } from '../medias/tables.ts';
import { users } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { isCommonPassword } from './common-passwords.ts';
import { SECURITY_TEXTS } from '@portal/shared-api/contract/security';
import { forgetUserSessions } from './sessions.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { removeStoredFiles } from '../../platform/storage/remove.ts';
import { ownedFiles } from './account-files.ts';

type UserRow = typeof users.$inferSelect;
type MediaRow = typeof medias.$inferSelect;

export function toUser(row: UserRow, photo: MediaRow | null): User {
  return {
    Id: row.id,
    Slug: row.slug,
    Firstname: row.firstname,
    Lastname: row.lastname,
    Username: row.username,
    Email: row.email,
    Phone: row.phone,
    Country: row.country,
    Civility: (row.civility as User['Civility']) ?? null,
    Sex: (row.sex as User['Sex']) ?? null,
    About: row.about,
    Profil: row.profil,
    Role: row.role,
    Photo: photo
      ? {
          Username: photo.username,
          Hashname: photo.hashname,
          Type: photo.extension,
          Size: photo.size,
          SubDir: photo.subDir,
          url: mediaUrl(photo),
        }
      : null,
  };
}

export async function getUserById(deps: Deps, userId: string): Promise<User> {
  const { db } = deps;
  const [row] = await db
    .select({ user: users, photo: medias })
    .from(users)
    .leftJoin(medias, eq(medias.id, users.photoMediaId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw httpError(404, USER_TEXTS.userNotFound);
  return toUser(row.user, row.photo);
}

export async function updateProfile(deps: Deps, userId: string, payload: UserProfilePayload): Promise<User> {
  const { db } = deps;
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw httpError(404, USER_TEXTS.userNotFound);
  if (payload.Email !== undefined && payload.Email.trim().toLowerCase() !== current.email) {
    throw httpError(400, USER_TEXTS.emailReadOnly);
  }
  const username = payload.Username.trim();
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (owner && owner.id !== userId) throw httpError(409, 'This username is already taken.');
  await db
    .update(users)
    .set({
      firstname: payload.Firstname.trim(),
      lastname: payload.Lastname.trim(),
      username,
      phone: payload.Phone.trim(),
      ...(payload.Country !== undefined && { country: payload.Country?.trim() || null }),
      ...(payload.Civility !== undefined && { civility: payload.Civility ?? null }),
      ...(payload.Sex !== undefined && { sex: payload.Sex ?? null }),
      ...(payload.About !== undefined && { about: payload.About ?? null }),
      ...(payload.Profil !== undefined && { profil: payload.Profil ?? null }),
    })
    .where(eq(users.id, userId));
  // The signed-in user is cached with their name: read it again on the next request.
  await forgetUserSessions(deps, userId);
  return getUserById(deps, userId);
}

export async function changePassword(
  deps: Deps,
  userId: string,
  payload: PasswordChangePayload,
): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw httpError(404, USER_TEXTS.userNotFound);
  if (!(await verifyPassword(row.passwordHash, payload.lastPassword)))
    throw httpError(400, USER_TEXTS.wrongCurrentPassword);
  if (isCommonPassword(payload.newPassword)) throw httpError(400, SECURITY_TEXTS.common);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(payload.newPassword), passwordChangedAt: deps.clock.now() })
    .where(eq(users.id, userId));
}

/**
 * Deletes the account; foreign keys cascade to everything the user owns, then every file they owned goes
 * too (a file a concurrent request stored meanwhile is left to the orphan sweep).
 */
export async function deleteAccount(deps: Deps, userId: string): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const owned = await ownedFiles(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    return owned;
  });
  await removeStoredFiles(deps.storage, files.medias, files.keys);
  await forgetUserSessions(deps, userId);
}
