import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, tz, updatedAt } from '../../platform/db/columns.ts';
import { DATA_EXPORT_STATUSES, FONT_SIZES, THEMES } from '@portal/shared-api/contract/settings';
import { users } from '../users/tables.ts';

/** The portal's look and the user's time zone (the Settings page; the player's defaults are its own table). */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    theme: text('theme', { enum: THEMES }).notNull().default('system'),
    reducedMotion: boolean('reduced_motion').notNull().default(false),
    fontSize: text('font_size', { enum: FONT_SIZES }).notNull().default('medium'),
    // Null: the browser's own zone.
    timeZone: text('time_zone'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_settings_theme_check', sql`${t.theme} in ${inList(THEMES)}`),
    check('user_settings_font_size_check', sql`${t.fontSize} in ${inList(FONT_SIZES)}`),
  ],
);

/** "Download my data": prepared by a background job into the data directory, then offered for download. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    fileName: text('file_name'),
    size: integer('size'),
    createdAt: createdAt(),
    readyAt: tz('ready_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt.desc()),
    check('data_exports_status_check', sql`${t.status} in ${inList(DATA_EXPORT_STATUSES)}`),
  ],
);
