// Notification preferences (docs/product/notification-settings.md#preferences): one row per user, loaded and
// saved whole. A user who never saved has the defaults in their own time zone.
import { eq } from 'drizzle-orm';
import {
  defaultNotificationSettings,
  NOTIFICATION_SETTINGS_TEXTS,
  type NotificationSettings,
  type NotificationSettingsPayload,
} from '@portal/shared-api/contract/notification-settings';
import { isTimeZone } from '@portal/shared-api/contract/settings';
import type { Deps } from '../../core/deps.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { notificationSettings } from './tables.ts';
import { userSettings } from '../settings/tables.ts';
import { httpError } from '../../core/errors.ts';

type Row = typeof notificationSettings.$inferSelect;

function toPayload(row: Row): NotificationSettingsPayload {
  return {
    EmailNotifications: row.emailNotifications,
    PushNotifications: row.pushNotifications,
    SmsNotifications: row.smsNotifications,
    Categories: row.categories,
    QuietHours: {
      enabled: row.quietHoursEnabled,
      startTime: row.quietHoursStart,
      endTime: row.quietHoursEnd,
      timezone: row.quietHoursTimezone,
    },
    Frequency: row.frequency,
  };
}

async function userTimeZone(db: Db | Tx, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.timeZone ?? 'UTC';
}

/** The saved row, if the user ever saved. */
async function savedRow(db: Db | Tx, userId: string): Promise<Row | null> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

/** What delivery decisions read: the saved preferences, or the defaults. */
export async function notificationSettingsOf(
  db: Db | Tx,
  userId: string,
): Promise<NotificationSettingsPayload> {
  const row = await savedRow(db, userId);
  return row ? toPayload(row) : defaultNotificationSettings(await userTimeZone(db, userId));
}

export async function getPreferences(deps: Deps, userId: string): Promise<NotificationSettings> {
  const row = await savedRow(deps.db, userId);
  if (row) return { Id: row.id, UserId: userId, ...toPayload(row), UpdatedAt: row.updatedAt.toISOString() };
  // Never saved: the defaults, not stored until the user saves (Id empty says so).
  const defaults = defaultNotificationSettings(await userTimeZone(deps.db, userId));
  return { Id: '', UserId: userId, ...defaults, UpdatedAt: deps.clock.now().toISOString() };
}

export async function savePreferences(
  deps: Deps,
  userId: string,
  body: NotificationSettingsPayload,
): Promise<NotificationSettings> {
  if (!isTimeZone(body.QuietHours.timezone)) throw httpError(400, NOTIFICATION_SETTINGS_TEXTS.badTimeZone);
  const values = {
    emailNotifications: body.EmailNotifications,
    pushNotifications: body.PushNotifications,
    smsNotifications: body.SmsNotifications,
    categories: body.Categories,
    quietHoursEnabled: body.QuietHours.enabled,
    quietHoursStart: body.QuietHours.startTime,
    quietHoursEnd: body.QuietHours.endTime,
    quietHoursTimezone: body.QuietHours.timezone,
    frequency: body.Frequency,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return getPreferences(deps, userId);
}
