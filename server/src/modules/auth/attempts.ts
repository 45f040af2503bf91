// Failed sign-ins counted per account as well as per address (docs/product/auth.md#attempts-per-account):
// after 5 failures each next try waits longer, every 10th locks the account for 15 minutes and tells its
// owner. A wrong password, a wrong two-factor code and a wrong re-authentication all count; only a finished
// sign-in (or re-authentication) starts the count again, so a fresh two-factor challenge does not.
import { and, eq, lt } from 'drizzle-orm';
import { AUTH_TEXTS } from '@portal/shared-api/contract/auth';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { hashToken } from '../../core/tokens.ts';
import { fileNotification, queueEmail } from '../notifications/index.ts';
import { users } from '../users/tables.ts';
import { signInFailures } from './tables.ts';

const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 15_000;
const LONGEST_DELAY_MS = 4 * 60_000;
export const LOCK_EVERY = 10;
export const LOCK_MS = 15 * 60_000;
// Failures older than this are forgotten: a typo a day never adds up to a lock.
const FORGET_MS = 24 * 60 * 60_000;

type Row = typeof signInFailures.$inferSelect;

/** One attempt, counted as failed until it is settled otherwise. */
export type Attempt = { email: string; key: string; failures: number; locks: boolean; before: Row };

/** How long the next try waits after `failures` failures, and whether that wait is a lock. */
export function waitAfter(failures: number): { ms: number; locks: boolean } {
  if (failures > 0 && failures % LOCK_EVERY === 0) return { ms: LOCK_MS, locks: true };
  if (failures < FREE_FAILURES) return { ms: 0, locks: false };
  return { ms: Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), LONGEST_DELAY_MS), locks: false };
}

function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Counts an attempt for `email` before anything is checked, so parallel guesses each spend one; answers 429
 * with Retry-After while the account waits or is locked (the same for an address nobody uses).
 */
export async function claimAttempt(deps: Deps, rawEmail: string): Promise<Attempt> {
  const email = normalise(rawEmail);
  const key = hashToken(email);
  const now = deps.clock.now();
  // Now and then, forget counts nobody added to for a day (guessed addresses too); no timer needed.
  if (Math.random() < 0.01)
    await deps.db
      .delete(signInFailures)
      .where(lt(signInFailures.lastFailureAt, new Date(now.getTime() - FORGET_MS)));
  return deps.db.transaction(async (tx) => {
    await tx.insert(signInFailures).values({ emailHash: key, lastFailureAt: now }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.emailHash, key))
      .for('update');
    if (!row) throw new Error('sign-in failure row missing');
    if (row.blockedUntil && row.blockedUntil > now) {
      const ms = row.blockedUntil.getTime() - now.getTime();
      throw httpError(429, `${AUTH_TEXTS.signInPaused} (retry in ${describeWait(ms)}).`, {
        'retry-after': String(Math.ceil(ms / 1000)),
      });
    }
    const stale = now.getTime() - row.lastFailureAt.getTime() > FORGET_MS;
    const failures = (stale ? 0 : row.failures) + 1;
    const wait = waitAfter(failures);
    await tx
      .update(signInFailures)
      .set({ failures, lastFailureAt: now, blockedUntil: wait.ms ? new Date(now.getTime() + wait.ms) : null })
      .where(eq(signInFailures.emailHash, key));
    return { email, key, failures, locks: wait.locks, before: row };
  });
}

/** Runs the check behind an attempt; when it fails and the attempt locked the account, tells the owner. */
export async function checkAttempt<T>(deps: Deps, attempt: Attempt, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (attempt.locks) await notifyLocked(deps, attempt.email);
    throw error;
  }
}

/** A finished sign-in or re-authentication: the count starts again. */
export async function clearFailures(deps: Deps, attempt: Attempt): Promise<void> {
  await deps.db.delete(signInFailures).where(eq(signInFailures.emailHash, attempt.key));
}

/**
 * The right password of an account that asks for a code next: this attempt did not fail, but neither did
 * the sign-in finish, so the count goes back to what it was (unless another attempt came in meanwhile).
 */
export async function refundAttempt(deps: Deps, attempt: Attempt): Promise<void> {
  const { failures, lastFailureAt, blockedUntil } = attempt.before;
  await deps.db
    .update(signInFailures)
    .set({ failures, lastFailureAt, blockedUntil })
    .where(and(eq(signInFailures.emailHash, attempt.key), eq(signInFailures.failures, attempt.failures)));
}

async function notifyLocked(deps: Deps, email: string): Promise<void> {
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!owner) return;
  const now = deps.clock.now();
  const title = AUTH_TEXTS.signInPausedTitle;
  const message = `There were ${LOCK_EVERY} failed attempts to sign in to your account (a wrong password or a wrong two-factor code), so signing in is paused for ${LOCK_MS / 60_000} minutes. If this was not you, change your password once you are back in.`;
  const row = await fileNotification(
    deps.db,
    {
      // One notice a day at most: someone locking the account again and again cannot flood the inbox.
      slug: `security-locked-${owner.id}-${now.toISOString().slice(0, 10)}`,
      userId: owner.id,
      title,
      message,
      type: 'warning',
      priority: 'high',
      actionUrl: '/user/security',
    },
    now,
  );
  if (!row) return;
  // Security mail goes out at once, whatever the preferences: it explains why signing in fails.
  await queueEmail(deps.db, { userId: owner.id, notificationId: row.id, subject: title, body: message }, now);
}
