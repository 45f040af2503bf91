import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, inList, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';
import {
  NOTIFICATION_FREQUENCIES,
  type NotificationSettingsPayload,
} from '@portal/shared-api/contract/notification-settings';

type NotificationCategorySettings = NotificationSettingsPayload['Categories'];

/**
 * One row per user. The per-category channels are one JSON document because they are always read and saved
 * together with the form (docs/product/notification-settings.md#preferences), never queried one by one.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    smsNotifications: boolean('sms_notifications').notNull().default(false),
    categories: jsonb('categories').$type<NotificationCategorySettings>().notNull(),
    quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(false),
    quietHoursStart: text('quiet_hours_start').notNull().default('22:00'),
    quietHoursEnd: text('quiet_hours_end').notNull().default('08:00'),
    quietHoursTimezone: text('quiet_hours_timezone').notNull().default('UTC'),
    frequency: text('frequency', { enum: NOTIFICATION_FREQUENCIES }).notNull().default('immediate'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'notification_settings_frequency_check',
      sql`${t.frequency} in ${inList(NOTIFICATION_FREQUENCIES)}`,
    ),
    check(
      'notification_settings_quiet_hours_check',
      sql`${t.quietHoursStart} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.quietHoursEnd} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
  ],
);
