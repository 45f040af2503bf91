// Re-authentication (docs/product/auth.md#re-authentication): the password, and a code when two-factor is on,
// entered again in a signed-in session. It lets that session make sensitive changes for 10 minutes. Wrong
// answers count against the account like failed sign-ins, so a stolen session cannot guess the password.
import { AUTH_TEXTS } from '@portal/shared-api/contract/auth';
import { SECURITY_TEXTS } from '@portal/shared-api/contract/security';
import type { ReauthenticatePayload } from '@portal/shared-api/schemas/security';
import type { SignedInUser } from '../../core/caller.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { checkPassword, isTwoFactorOn, verifySecondFactor } from '../security/index.ts';
import { markReauthenticated } from '../users/index.ts';
import { checkAttempt, claimAttempt, clearFailures } from './attempts.ts';

export async function reauthenticate(
  deps: Deps,
  caller: SignedInUser,
  sessionId: string | null,
  body: ReauthenticatePayload,
): Promise<void> {
  if (!sessionId) throw httpError(401, AUTH_TEXTS.signInRequired);
  const twoFactor = await isTwoFactorOn(deps, caller.id);
  // Asked for before anything is counted: the form shows the field, so this is a slip, not a guess.
  if (twoFactor && !body.Code?.trim()) throw httpError(400, AUTH_TEXTS.codeRequired);
  const attempt = await claimAttempt(deps, caller.email);
  await checkAttempt(deps, attempt, async () => {
    await checkPassword(deps, caller.id, body.Password);
    if (twoFactor && !(await verifySecondFactor(deps, caller.id, body.Code ?? '')))
      throw httpError(400, SECURITY_TEXTS.wrongCode);
  });
  await clearFailures(deps, attempt);
  await markReauthenticated(deps, sessionId);
}
