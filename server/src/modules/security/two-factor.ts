// Two-factor sign-in (issue 13): setup gives a new secret, enable needs a code that verifies, disable
// needs the password, and a sign-in takes a TOTP code or a backup code.
import { eq, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { isTotpCode, normaliseCode, SECURITY_TEXTS } from '@portal/shared-api/contract/security';
import type { Deps } from '../../core/deps.ts';
import { backupCodes, securitySettings, twoFactorSecrets } from './tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { verifyPassword } from '../users/index.ts';
import { replaceBackupCodes, useBackupCode } from './backup-codes.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

// The spec's twoFactorEnabled field, kept in step; sign-in reads the confirmed secret itself.
async function setTwoFactorFlag(deps: Deps, userId: string, on: boolean) {
  await deps.db
    .insert(securitySettings)
    .values({ userId, twoFactorEnabled: on })
    .onConflictDoUpdate({ target: securitySettings.userId, set: { twoFactorEnabled: on } });
}

async function emailOf(deps: Deps, userId: string): Promise<string> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

async function secretOf(deps: Deps, userId: string) {
  const [row] = await deps.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row ?? null;
}

/** A fresh, unconfirmed secret (any earlier unconfirmed one is replaced). */
export async function startTwoFactorSetup(deps: Deps, userId: string) {
  const current = await secretOf(deps, userId);
  if (current?.confirmedAt) throw httpError(409, SECURITY_TEXTS.alreadyOn);
  const secret = newTotpSecret();
  const now = deps.clock.now();
  await deps.db
    .insert(twoFactorSecrets)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, createdAt: now, confirmedAt: null, lastUsedStep: null },
    });
  const uri = totpUri(secret, await emailOf(deps, userId));
  return { Secret: secret, Uri: uri, QrSvg: renderSVG(uri, { border: 2 }) };
}

/** Accepts a TOTP code once (replay refused); records its step. */
async function acceptTotp(deps: Deps, userId: string, code: string): Promise<boolean> {
  const row = await secretOf(deps, userId);
  if (!row) return false;
  const step = matchTotp(row.secret, normaliseCode(code), deps.clock.now());
  if (step === null) return false;
  const claimed = await deps.db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      sql`${twoFactorSecrets.userId} = ${userId} and (${twoFactorSecrets.lastUsedStep} is null or ${twoFactorSecrets.lastUsedStep} < ${step})`,
    )
    .returning({ userId: twoFactorSecrets.userId });
  return claimed.length === 1;
}

export async function enableTwoFactor(deps: Deps, userId: string, code: string): Promise<string[]> {
  const row = await secretOf(deps, userId);
  if (!row) throw httpError(409, SECURITY_TEXTS.noSetup);
  if (row.confirmedAt) throw httpError(409, SECURITY_TEXTS.alreadyOn);
  if (!isTotpCode(code) || !(await acceptTotp(deps, userId, code)))
    throw httpError(400, SECURITY_TEXTS.wrongCode);
  const now = deps.clock.now();
  await deps.db.update(twoFactorSecrets).set({ confirmedAt: now }).where(eq(twoFactorSecrets.userId, userId));
  await setTwoFactorFlag(deps, userId, true);
  return replaceBackupCodes(deps.db, userId, now);
}

export async function checkPassword(deps: Deps, userId: string, password: string): Promise<void> {
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password)))
    throw httpError(400, SECURITY_TEXTS.wrongPassword);
}

export async function disableTwoFactor(deps: Deps, userId: string, password: string): Promise<void> {
  await checkPassword(deps, userId, password);
  await deps.db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  await deps.db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await setTwoFactorFlag(deps, userId, false);
}

export async function isTwoFactorOn(deps: Deps, userId: string): Promise<boolean> {
  const row = await secretOf(deps, userId);
  return Boolean(row?.confirmedAt);
}

export async function regenerateBackupCodes(deps: Deps, userId: string, password: string) {
  await checkPassword(deps, userId, password);
  if (!(await isTwoFactorOn(deps, userId))) throw httpError(409, SECURITY_TEXTS.notOn);
  return replaceBackupCodes(deps.db, userId, deps.clock.now());
}

/** The second step of a sign-in: a 6-digit code from the app, or one of the backup codes. */
export async function verifySecondFactor(deps: Deps, userId: string, code: string): Promise<boolean> {
  if (isTotpCode(code)) return acceptTotp(deps, userId, code);
  return useBackupCode(deps.db, userId, code, deps.clock.now());
}
