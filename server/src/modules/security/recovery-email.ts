// Recovery email (issue 13): Update stores the address only after the link sent to it is followed, so a typo
// cannot lock a person out and nobody can claim an address they do not read. Links last 24 hours.
import { and, eq, gt } from 'drizzle-orm';
import { SECURITY_TEXTS } from '@portal/shared-api/contract/security';
import type { Deps } from '../../core/deps.ts';
import { securitySettings } from './tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { queueEmail } from '../notifications/index.ts';
import { hashToken, newToken } from '../../core/tokens.ts';

const LINK_MS = 24 * 60 * 60 * 1000;

export async function requestRecoveryEmail(deps: Deps, userId: string, address: string): Promise<void> {
  const email = address.trim().toLowerCase();
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user?.email === email) throw httpError(400, SECURITY_TEXTS.recoverySameAsLogin);
  const token = newToken();
  const now = deps.clock.now();
  const values = {
    pendingRecoveryEmail: email,
    recoveryTokenHash: hashToken(token),
    recoveryTokenExpiresAt: new Date(now.getTime() + LINK_MS),
  };
  await deps.db
    .insert(securitySettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: securitySettings.userId, set: values });
  const link = `${deps.config.publicUrl}/api/security/recovery-email/confirm?token=${token}`;
  await queueEmail(
    deps.db,
    {
      userId,
      toAddress: email,
      subject: 'Confirm your recovery email',
      body: `Someone asked to use this address to recover an Academy account.\nIf it was you, confirm within 24 hours:\n${link}\n\nIf it was not, ignore this email.`,
    },
    now,
  );
}

/** True when the link was valid: the pending address becomes the recovery email. */
export async function confirmRecoveryEmail(deps: Deps, token: string): Promise<boolean> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select()
    .from(securitySettings)
    .where(
      and(
        eq(securitySettings.recoveryTokenHash, hashToken(token)),
        gt(securitySettings.recoveryTokenExpiresAt, now),
      ),
    );
  if (!row?.pendingRecoveryEmail) return false;
  await deps.db
    .update(securitySettings)
    .set({
      recoveryEmail: row.pendingRecoveryEmail,
      pendingRecoveryEmail: null,
      recoveryTokenHash: null,
      recoveryTokenExpiresAt: null,
    })
    .where(eq(securitySettings.userId, row.userId));
  return true;
}
