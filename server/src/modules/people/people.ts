// People as the community pages show them (docs/product/messages.md#participant): names, photo and presence.
// Presence comes from activity (an open portal tab touches `contact_profiles.last_active_at` every minute)
// and the person's own choice (`contact_profiles.status`: 'online' means automatic; away, busy or offline are
// kept as chosen).
import { eq, inArray } from 'drizzle-orm';
import type { Participant } from '@portal/shared-api/contract/messages';
import { displayName } from '@portal/shared-api/contract/auth';
import type { PresenceStatus } from '@portal/shared-api/contract/messages';
import type { Db, Tx } from '../../platform/db/client.ts';
import { contactProfiles } from '../contacts/tables.ts';
import { medias } from '../medias/tables.ts';
import { users } from '../users/tables.ts';
import { mediaUrl } from '../../core/media-url.ts';

/** Active within this long is online (a tab touches every minute); within AWAY_AFTER is away. */
export const ONLINE_WITHIN_MS = 2 * 60_000;
export const AWAY_WITHIN_MS = 15 * 60_000;

export function presenceOf(
  choice: PresenceStatus | null,
  lastActiveAt: Date | null,
  now: Date,
): PresenceStatus {
  if (choice === 'offline' || !lastActiveAt) return 'offline';
  const idle = now.getTime() - lastActiveAt.getTime();
  if (idle > AWAY_WITHIN_MS) return 'offline';
  if (choice === 'busy' || choice === 'away') return choice;
  return idle <= ONLINE_WITHIN_MS ? 'online' : 'away';
}

export const personColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  username: users.username,
  photoSubDir: medias.subDir,
  photoHashname: medias.hashname,
  choice: contactProfiles.status,
  lastActiveAt: contactProfiles.lastActiveAt,
};

export type PersonRow = {
  id: string;
  firstname: string | null;
  lastname: string | null;
  username: string;
  photoSubDir: string | null;
  photoHashname: string | null;
  choice: PresenceStatus | null;
  lastActiveAt: Date | null;
};

export function toParticipant(row: PersonRow, now: Date): Participant {
  return {
    Id: row.id,
    Firstname: row.firstname,
    Lastname: row.lastname,
    Username: row.username,
    Photo: photoUrl(row),
    Status: presenceOf(row.choice, row.lastActiveAt, now),
  };
}

/** Names, photos and presence of these users, by id. */
export async function peopleByIds(db: Db | Tx, ids: string[]): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(personColumns)
    .from(users)
    .leftJoin(medias, eq(medias.id, users.photoMediaId))
    .leftJoin(contactProfiles, eq(contactProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The name pages show (shared-api's displayName) for a database row. */
export function displayNameOf(row: {
  firstname: string | null;
  lastname: string | null;
  username?: string | null;
}): string {
  return displayName({ Firstname: row.firstname, Lastname: row.lastname, Username: row.username });
}

/** Where the browser loads the person's photo, if they have one. */
export function photoUrl(row: Pick<PersonRow, 'photoSubDir' | 'photoHashname'>): string | null {
  return row.photoSubDir && row.photoHashname
    ? mediaUrl({ subDir: row.photoSubDir, hashname: row.photoHashname })
    : null;
}
