// What the player remembers per user (speed, captions, quality, auto-advance, volume), on the server so
// it follows the learner across devices. No row yet means the defaults.
import { eq } from 'drizzle-orm';
import type { PlayerPreferences, PlayerPreferencesPayload } from '@portal/shared-api/contract/player';
import type { Deps } from '../../core/deps.ts';
import { playerPreferences } from './tables.ts';

export const DEFAULT_PREFERENCES: Readonly<PlayerPreferences> = Object.freeze({
  playbackRate: 1,
  captionsEnabled: false,
  captionsLanguage: 'en',
  quality: null,
  autoAdvance: true,
  volume: 1,
  muted: false,
});

function toPreferences(row: typeof playerPreferences.$inferSelect): PlayerPreferences {
  return {
    playbackRate: row.playbackRate as PlayerPreferences['playbackRate'],
    captionsEnabled: row.captionsEnabled,
    captionsLanguage: row.captionsLanguage,
    quality: row.quality as PlayerPreferences['quality'],
    autoAdvance: row.autoAdvance,
    volume: row.volume,
    muted: row.muted,
  };
}

export async function getPreferences(deps: Deps, userId: string): Promise<PlayerPreferences> {
  const [row] = await deps.db.select().from(playerPreferences).where(eq(playerPreferences.userId, userId));
  return row ? toPreferences(row) : { ...DEFAULT_PREFERENCES };
}

export async function updatePreferences(
  deps: Deps,
  userId: string,
  change: PlayerPreferencesPayload,
): Promise<PlayerPreferences> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(playerPreferences)
    .values({ ...DEFAULT_PREFERENCES, ...change, userId, updatedAt: now })
    .onConflictDoUpdate({ target: playerPreferences.userId, set: { ...change, updatedAt: now } })
    .returning();
  return toPreferences(row!);
}
