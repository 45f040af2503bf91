// The second step of a sign-in with two-factor on (issue 13): the right password earns a challenge, not a
// session. The browser keeps the challenge's token in an HttpOnly cookie for five minutes and five tries.
import { and, eq, gt, sql } from 'drizzle-orm';
import { SECURITY_TEXTS } from '@portal/shared-api/contract/security';
import type { Deps } from '../../core/deps.ts';
import { loginChallenges } from './tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { sendSuspiciousActivityAlert } from './login-alerts.ts';
import { verifySecondFactor } from './two-factor.ts';
import { hashToken, newToken } from '../../core/tokens.ts';

export const CHALLENGE_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

export async function createLoginChallenge(deps: Deps, userId: string): Promise<string> {
  const token = newToken();
  const now = deps.clock.now();
  // One pending challenge per user: an older one stops working.
  await deps.db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  await deps.db.insert(loginChallenges).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return token;
}

/** The email of the account a live challenge is for (its attempts count against it), or null. */
export async function challengeEmail(deps: Deps, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const [row] = await deps.db
    .select({ email: users.email })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(
      and(eq(loginChallenges.tokenHash, hashToken(token)), gt(loginChallenges.expiresAt, deps.clock.now())),
    );
  return row?.email ?? null;
}

/** The user behind a challenge once its code verifies; a wrong code spends one of the tries. */
export async function completeLoginChallenge(
  deps: Deps,
  token: string | undefined,
  code: string,
  ipAddress: string,
) {
  const expired = httpError(401, SECURITY_TEXTS.challengeExpired);
  if (!token) throw expired;
  const now = deps.clock.now();
  // Counting the try first means parallel guesses each spend one.
  const [challenge] = await deps.db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.tokenHash, hashToken(token)), gt(loginChallenges.expiresAt, now)))
    .returning();
  if (!challenge || challenge.attempts > MAX_ATTEMPTS) {
    if (challenge) await deps.db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
    throw expired;
  }
  if (!(await verifySecondFactor(deps, challenge.userId, code))) {
    // The last try wasted: someone has the password but not the second factor.
    if (challenge.attempts === MAX_ATTEMPTS)
      await sendSuspiciousActivityAlert(deps, challenge.userId, ipAddress);
    throw httpError(400, SECURITY_TEXTS.wrongCode);
  }
  await deps.db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
  return challenge.userId;
}
