// The two steps of a sign-in, each counted against the account (attempts.ts): the password, then the code
// when two-factor is on. A right password that asks for a code counts nothing until the code comes.
import type { Deps } from '../../core/deps.ts';
import { challengeEmail, completeLoginChallenge, isTwoFactorOn } from '../security/index.ts';
import { checkAttempt, claimAttempt, clearFailures, refundAttempt } from './attempts.ts';
import { authenticate } from './auth.ts';

/** The account behind an email and password, and whether a two-factor code must follow. */
export async function passwordStep(
  deps: Deps,
  email: string,
  password: string,
): Promise<{ userId: string; needsCode: boolean }> {
  const attempt = await claimAttempt(deps, email);
  const userId = await checkAttempt(deps, attempt, () => authenticate(deps, email, password));
  const needsCode = await isTwoFactorOn(deps, userId);
  await (needsCode ? refundAttempt(deps, attempt) : clearFailures(deps, attempt));
  return { userId, needsCode };
}

/** The account a challenge's code opens; a wrong code counts against it, across challenges. */
export async function codeStep(
  deps: Deps,
  challenge: string | undefined,
  code: string,
  ipAddress: string,
): Promise<string> {
  const complete = () => completeLoginChallenge(deps, challenge, code, ipAddress);
  // Without a live challenge there is no account to count against: the step answers that it expired.
  const email = await challengeEmail(deps, challenge);
  if (!email) return complete();
  const attempt = await claimAttempt(deps, email);
  const userId = await checkAttempt(deps, attempt, complete);
  await clearFailures(deps, attempt);
  return userId;
}
