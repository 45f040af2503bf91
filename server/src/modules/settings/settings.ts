// The Settings page's look and time zone (ours). A user without a row has the defaults.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_USER_SETTINGS,
  isTimeZone,
  SETTINGS_TEXTS,
  type UserSettings,
  type UserSettingsPayload,
} from '@portal/shared-api/contract/settings';
import type { Deps } from '../../core/deps.ts';
import { userSettings } from './tables.ts';
import { httpError } from '../../core/errors.ts';

export async function getUserSettings(deps: Deps, userId: string): Promise<UserSettings> {
  const [row] = await deps.db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return DEFAULT_USER_SETTINGS;
  return {
    Theme: row.theme,
    ReducedMotion: row.reducedMotion,
    FontSize: row.fontSize,
    TimeZone: row.timeZone,
  };
}

export async function saveUserSettings(
  deps: Deps,
  userId: string,
  body: UserSettingsPayload,
): Promise<UserSettings> {
  if (body.TimeZone && !isTimeZone(body.TimeZone)) throw httpError(400, SETTINGS_TEXTS.badTimeZone);
  const values = {
    ...(body.Theme !== undefined && { theme: body.Theme }),
    ...(body.ReducedMotion !== undefined && { reducedMotion: body.ReducedMotion }),
    ...(body.FontSize !== undefined && { fontSize: body.FontSize }),
    ...(body.TimeZone !== undefined && { timeZone: body.TimeZone }),
  };
  await deps.db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: deps.clock.now() } });
  return getUserSettings(deps, userId);
}
