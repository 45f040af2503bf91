// Login sessions (ASVS V7): a random 256-bit token in an HttpOnly cookie, only its SHA-256 stored; idle
// and absolute expiry; one row per session with device, browser, IP and last activity.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { UserRole } from '@portal/shared-api/contract/roles';
import type { Deps } from '../deps.ts';
import { sessions, users } from '../db/schema/index.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last activity on every request would turn each read into a write; once a minute is enough.
const ACTIVITY_WRITE_MS = 60 * 1000;

export type SessionUser = {
  id: string;
  slug: string;
  email: string;
  role: UserRole;
  firstname: string | null;
  lastname: string | null;
  username: string;
};

export type SessionMeta = { ipAddress: string; userAgent: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A readable device and browser for the Security page, from the User-Agent header. */
export function describeAgent(userAgent: string): {
  device: 'Desktop' | 'Mobile' | 'Tablet';
  browser: string;
} {
  const device = /ipad|tablet/i.test(userAgent)
    ? 'Tablet'
    : /mobi|iphone|android/i.test(userAgent)
      ? 'Mobile'
      : 'Desktop';
  const browser =
    [
      [/edg\//i, 'Edge'],
      [/firefox\//i, 'Firefox'],
      [/chrom(e|ium)\//i, 'Chrome'],
      [/safari\//i, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'Unknown browser';
  return { device, browser: browser as string };
}

export async function createSession(
  deps: Deps,
  userId: string,
  meta: SessionMeta,
): Promise<{ token: string; expiresAt: Date }> {
  const { db } = deps;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  const { device, browser } = describeAgent(meta.userAgent);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent.slice(0, 400),
    device,
    browser,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function findSessionUser(
  deps: Deps,
  token: string,
): Promise<{ sessionId: string; user: SessionUser } | null> {
  const { db } = deps;
  const now = deps.clock.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastActivityAt: sessions.lastActivityAt,
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
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  if (!row) return null;
  const idleFor = now.getTime() - row.lastActivityAt.getTime();
  if (idleFor > SESSION_IDLE_MS) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idleFor > ACTIVITY_WRITE_MS) {
    await db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const { sessionId, lastActivityAt: _last, ...user } = row;
  return { sessionId, user };
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  const { db } = deps;
  await db.update(sessions).set({ revokedAt: deps.clock.now() }).where(eq(sessions.id, sessionId));
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
}
