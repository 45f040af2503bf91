import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, inList, tz, updatedAt } from './columns.ts';
import { courses } from './catalog.ts';
import { SESSION_DEVICES } from '@portal/shared-api/schemas/security';
import { DATA_EXPORT_STATUSES, FONT_SIZES, THEMES } from '@portal/shared-api/schemas/settings';

export const USER_ROLES = ['administrator', 'instructor', 'user'] as const;
export const MEDIA_VISIBILITIES = ['public', 'private', 'course'] as const;

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
    // 01 §3: 1 Mr., 2 Mrs., 3 Ms.
    civility: smallint('civility'),
    // 01 §3: 0 woman, 1 male, 3 undefined
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

export const medias = pgTable(
  'medias',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    // 03 §3: Username is the original file name, Extension the mime type.
    username: text('username').notNull(),
    hashname: text('hashname').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    subDir: text('sub_dir').notNull(),
    visibility: text('visibility', { enum: MEDIA_VISIBILITIES }).notNull().default('private'),
    courseId: uuid('course_id').references((): AnyPgColumn => courses.id, { onDelete: 'cascade' }),
    // Videos: the length read from the file, and the frame at 1 s (03 §4) stored as its own image.
    durationSeconds: real('duration_seconds'),
    posterMediaId: uuid('poster_media_id').references((): AnyPgColumn => medias.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('medias_poster_media_id_idx').on(t.posterMediaId),
    check('medias_duration_check', sql`${t.durationSeconds} is null or ${t.durationSeconds} >= 0`),
    unique('medias_sub_dir_hashname_unique').on(t.subDir, t.hashname),
    index('medias_owner_idx').on(t.ownerId),
    index('medias_course_idx').on(t.courseId),
    check('medias_size_check', sql`${t.size} >= 0`),
    check('medias_visibility_check', sql`${t.visibility} in ${inList(MEDIA_VISIBILITIES)}`),
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
  },
  (t) => [
    index('sessions_user_idx').on(t.userId, t.lastActivityAt),
    check('sessions_device_check', sql`${t.device} is null or ${t.device} in ${inList(SESSION_DEVICES)}`),
  ],
);

export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  // The last 30-second step a code was accepted for: a code is refused at or before it (no replay).
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  // Null until the user confirms a first code; an unconfirmed secret does not protect the account yet.
  confirmedAt: tz('confirmed_at'),
  createdAt: createdAt(),
});

export const backupCodes = pgTable(
  'backup_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('backup_codes_user_code_unique').on(t.userId, t.codeHash)],
);

export const securitySettings = pgTable('security_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  loginAlerts: boolean('login_alerts').notNull().default(true),
  suspiciousActivityAlerts: boolean('suspicious_activity_alerts').notNull().default(true),
  recoveryEmail: text('recovery_email'),
  // An address waiting for its confirmation link; only the token's hash is kept.
  pendingRecoveryEmail: text('pending_recovery_email'),
  recoveryTokenHash: text('recovery_token_hash').unique(),
  recoveryTokenExpiresAt: tz('recovery_token_expires_at'),
  updatedAt: updatedAt(),
});

/**
 * A password that was right for an account with two-factor on: the browser holds the token (a cookie) and
 * must send a code before it becomes a session. Short-lived and counted, so a code cannot be guessed.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);

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
