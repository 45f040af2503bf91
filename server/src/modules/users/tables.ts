import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, tz, updatedAt } from '../../platform/db/columns.ts';
import { SESSION_DEVICES } from '@portal/shared-api/schemas/security';
import { medias } from '../medias/tables.ts';

export const USER_ROLES = ['administrator', 'instructor', 'user'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    username: text('username').notNull().unique(),
    phone: text('phone'),
    country: text('country'),
    // 1 Mr., 2 Mrs., 3 Ms. (docs/product/account.md#user)
    civility: smallint('civility'),
    // 0 woman, 1 male, 3 undefined (docs/product/account.md#user)
    sex: smallint('sex'),
    about: text('about'),
    profil: text('profil'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    photoMediaId: uuid('photo_media_id').references((): AnyPgColumn => medias.id, { onDelete: 'set null' }),
    passwordChangedAt: tz('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_photo_media_id_idx').on(t.photoMediaId),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ${inList(USER_ROLES)}`),
    check('users_civility_check', sql`${t.civility} is null or ${t.civility} in (1, 2, 3)`),
    check('users_sex_check', sql`${t.sex} is null or ${t.sex} in (0, 1, 3)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only a hash of the cookie token is stored, so a database leak does not hand out live sessions.
    tokenHash: text('token_hash').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    device: text('device', { enum: SESSION_DEVICES }),
    browser: text('browser'),
    location: text('location'),
    createdAt: createdAt(),
    lastActivityAt: tz('last_activity_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    // When the password (and the second factor) were last entered again in this session; the sign-in
    // itself does not count (docs/product/auth.md#re-authentication).
    reauthenticatedAt: tz('reauthenticated_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId, t.lastActivityAt),
    check('sessions_device_check', sql`${t.device} is null or ${t.device} in ${inList(SESSION_DEVICES)}`),
  ],
);
