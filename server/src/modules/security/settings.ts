// The Security page's settings (docs/product/security.md#security-settings): alert switches, two-factor
// state, the password's age and the recovery email. A user without a row has the defaults (alerts on,
// two-factor off).
import { eq } from 'drizzle-orm';
import type { SecurityAlertsPayload, SecuritySettings } from '@portal/shared-api/contract/security';
import type { Deps } from '../../core/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { securitySettings, twoFactorSecrets } from './tables.ts';
import { users } from '../users/tables.ts';
import { countUnusedBackupCodes } from './backup-codes.ts';

export type AlertSwitches = {
  emailNotifications: boolean;
  loginAlerts: boolean;
  suspiciousActivityAlerts: boolean;
};

/** The switches of a row, or the defaults (all on) without one. */
const switchesOf = (row: typeof securitySettings.$inferSelect | undefined): AlertSwitches => ({
  emailNotifications: row?.emailNotifications ?? true,
  loginAlerts: row?.loginAlerts ?? true,
  suspiciousActivityAlerts: row?.suspiciousActivityAlerts ?? true,
});

export async function alertSwitchesOf(db: Db, userId: string): Promise<AlertSwitches> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.userId, userId));
  return switchesOf(row);
}

export async function getSecuritySettings(deps: Deps, userId: string): Promise<SecuritySettings> {
  const { db } = deps;
  const [[settings], [user], [secret], remaining] = await Promise.all([
    db.select().from(securitySettings).where(eq(securitySettings.userId, userId)),
    db.select({ changed: users.passwordChangedAt }).from(users).where(eq(users.id, userId)),
    db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)),
    countUnusedBackupCodes(db, userId),
  ]);
  const twoFactor = Boolean(secret?.confirmedAt);
  const switches = switchesOf(settings);
  return {
    TwoFactorEnabled: twoFactor,
    EmailNotifications: switches.emailNotifications,
    LoginAlerts: switches.loginAlerts,
    SuspiciousActivityAlerts: switches.suspiciousActivityAlerts,
    PasswordLastChanged: user?.changed?.toISOString() ?? null,
    RecoveryEmail: settings?.recoveryEmail ?? null,
    PendingRecoveryEmail: settings?.pendingRecoveryEmail ?? null,
    BackupCodesRemaining: twoFactor ? remaining : 0,
  };
}

export async function saveAlertSwitches(
  deps: Deps,
  userId: string,
  body: SecurityAlertsPayload,
): Promise<SecuritySettings> {
  const values = {
    emailNotifications: body.EmailNotifications,
    loginAlerts: body.LoginAlerts,
    suspiciousActivityAlerts: body.SuspiciousActivityAlerts,
  };
  await deps.db
    .insert(securitySettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: securitySettings.userId, set: values });
  return getSecuritySettings(deps, userId);
}
