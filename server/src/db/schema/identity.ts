import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, inList, tz, updatedAt } from './columns.ts';
import { courses } from './catalog.ts';

export const USER_ROLES = ['administrator', 'instructor', 'user'] as const;
export const MEDIA_VISIBILITIES = ['public', 'private', 'course'] as const;
export const SESSION_DEVICES = ['Desktop', 'Mobile', 'Tablet'] as const;

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
    createdAt: createdAt(),
  },
  (t) => [
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
  updatedAt: updatedAt(),
});
