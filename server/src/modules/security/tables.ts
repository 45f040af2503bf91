import { bigint, boolean, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

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
