// Login sessions (ASVS V7): a random 256-bit token in an HttpOnly cookie, only its SHA-256 stored; idle
// and absolute expiry; one row per session with device, browser, IP and last activity.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SignedInUser } from '../../core/caller.ts';
import type { Deps } from '../../core/deps.ts';
import { hashToken, newToken } from '../../core/tokens.ts';
import { describeAgent } from '../../core/user-agent.ts';
import { sessionCacheOf, type CachedSession } from './session-cache.ts';
import { sessions, users } from './tables.ts';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last activity on every request would turn each read into a write; once a minute is enough.
const ACTIVITY_WRITE_MS = 60 * 1000;

export type SessionMeta = { ipAddress: string; userAgent: string };

export async function createSession(
  deps: Deps,
  userId: string,
  meta: SessionMeta,
): Promise<{ token: string; expiresAt: Date }> {
  const { db } = deps;
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const { device, browser } = describeAgent(meta.userAgent);
  await db.insert(sessions).values({
    userId,
    createdAt: now,
    lastActivityAt: now,
    tokenHash: hashToken(token),
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent.slice(0, 400),
    device,
    browser,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The valid session behind a token, from the database; the cache below saves most of these reads. */
async function readSession(deps: Deps, tokenHash: string, now: Date): Promise<CachedSession | null> {
  const [row] = await deps.db
    .select({
      sessionId: sessions.id,
      lastActivityAt: sessions.lastActivityAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      slug: users.slug,
      email: users.email,
      role: users.role,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const { sessionId, lastActivityAt, expiresAt, ...user } = row;
  return { sessionId, lastActivityAt, expiresAt, user };
}

export async function findSessionUser(
  deps: Deps,
  token: string,
): Promise<{ sessionId: string; user: SignedInUser } | null> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(deps);
  const cached = cache.get(tokenHash, now);
  const session = cached ?? (await readSession(deps, tokenHash, now));
  if (!session || session.expiresAt <= now) return null;
  const idleFor = now.getTime() - session.lastActivityAt.getTime();
  if (idleFor > SESSION_IDLE_MS) {
    await revokeSession(deps, session.sessionId);
    return null;
  }
  if (idleFor > ACTIVITY_WRITE_MS) {
    await deps.db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, session.sessionId));
    session.lastActivityAt = now;
  }
  // Only a database read starts an entry's TTL; a hit never extends it.
  if (!cached) cache.set(tokenHash, session, now);
  return { sessionId: session.sessionId, user: session.user };
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.db.update(sessions).set({ revokedAt: deps.clock.now() }).where(eq(sessions.id, sessionId));
  await deps.events.publish('sessions.changed', { sessionId });
}

/** Ends every other session of the user, e.g. after a password change (ASVS 7.4.3). */
export async function revokeOtherSessions(
  deps: Deps,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  const { db } = deps;
  const others = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  await db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(others, isNull(sessions.revokedAt)));
  await deps.events.publish('sessions.changed', { userId });
}

/** A user's cached sessions are read again (their name, role or account changed). */
export async function forgetUserSessions(deps: Deps, userId: string): Promise<void> {
  await deps.events.publish('sessions.changed', { userId });
}

/** Whether a session still signs its browser in (not revoked, not expired): live streams end when not. */
export async function isSessionActive(deps: Deps, sessionId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, deps.clock.now())),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * When a session stops signing its browser in unless it is used meanwhile: its absolute expiry or its idle
 * limit, whichever comes first; null when it has ended already. Live streams close then.
 */
export async function sessionEndsAt(deps: Deps, sessionId: string): Promise<Date | null> {
  const [row] = await deps.db
    .select({ lastActivityAt: sessions.lastActivityAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const idleEnd = row.lastActivityAt.getTime() + SESSION_IDLE_MS;
  const endsAt = new Date(Math.min(row.expiresAt.getTime(), idleEnd));
  return endsAt > deps.clock.now() ? endsAt : null;
}

/** How long a re-authentication lets a session make sensitive changes (docs/product/auth.md#re-authentication). */
export const REAUTH_MS = 10 * 60 * 1000;

export async function markReauthenticated(deps: Deps, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ reauthenticatedAt: deps.clock.now() })
    .where(eq(sessions.id, sessionId));
}

/** Read from the database, not the session cache: a re-authentication counts at once, on every process. */
export async function isReauthenticated(deps: Deps, sessionId: string): Promise<boolean> {
  const since = new Date(deps.clock.now().getTime() - REAUTH_MS);
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.reauthenticatedAt, since)))
    .limit(1);
  return Boolean(row);
}
