// The caller's presence (docs/product/messages.md#presence): their choice and what others see. A portal tab
// keeps the person active.
import { eq, sql } from 'drizzle-orm';
import type { Presence, PresencePayload } from '@portal/shared-api/contract/messages';
import { contactProfiles } from '../contacts/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { presenceOf } from '../people/index.ts';

async function current(deps: Deps, userId: string): Promise<Presence> {
  const [row] = await deps.db
    .select({ choice: contactProfiles.status, lastActiveAt: contactProfiles.lastActiveAt })
    .from(contactProfiles)
    .where(eq(contactProfiles.userId, userId));
  const choice = row?.choice ?? 'online';
  return { Choice: choice, Status: presenceOf(choice, row?.lastActiveAt ?? null, deps.clock.now()) };
}

export const getPresence = current;

/** Marks the person active now; tells the others when what they see changes (e.g. offline to online). */
// A first visit chooses 'online', i.e. automatic; later ones keep whatever the person chose.
export async function touchPresence(deps: Deps, userId: string): Promise<void> {
  const before = await current(deps, userId);
  await deps.db
    .insert(contactProfiles)
    .values({ userId, status: 'online', lastActiveAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: contactProfiles.userId,
      set: { lastActiveAt: sql`excluded.last_active_at` },
    });
  const after = presenceOf(before.Choice, deps.clock.now(), deps.clock.now());
  if (after !== before.Status) await deps.events.publish('presence.changed', { userId, status: after });
}

export async function setPresence(deps: Deps, userId: string, payload: PresencePayload): Promise<Presence> {
  const now = deps.clock.now();
  await deps.db
    .insert(contactProfiles)
    .values({ userId, status: payload.Choice, lastActiveAt: now })
    .onConflictDoUpdate({
      target: contactProfiles.userId,
      set: { status: payload.Choice, lastActiveAt: now },
    });
  const presence = await current(deps, userId);
  await deps.events.publish('presence.changed', { userId, status: presence.Status });
  return presence;
}
