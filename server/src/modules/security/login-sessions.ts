// Active Sessions (docs/product/security.md#login-session): the user's signed-in browsers from the sessions
// table. A terminated session is revoked at once; its browser is signed out on its next request.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { SECURITY_TEXTS, type LoginSession } from '@portal/shared-api/contract/security';
import type { Deps } from '../../core/deps.ts';
import { sessions } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { revokeOtherSessions, revokeSession, SESSION_IDLE_MS } from '../users/index.ts';

/** Approximate location: we hold no GeoIP database, so only local addresses are named. */
export function locationOf(ip: string | null): string | null {
  if (!ip) return null;
  const plain = ip.replace(/^::ffff:/, '');
  if (plain === '127.0.0.1' || plain === '::1') return 'This computer';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd)/i.test(plain)) return 'Local network';
  return null;
}

const live = (userId: string, now: Date) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastActivityAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  );

export async function listLoginSessions(
  deps: Deps,
  userId: string,
  currentId: string | null,
): Promise<LoginSession[]> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(live(userId, deps.clock.now()))
    .orderBy(desc(sessions.lastActivityAt));
  return rows
    .map((row) => ({
      Id: row.id,
      Slug: row.id,
      IpAddress: row.ipAddress,
      UserAgent: row.userAgent,
      Location: row.location ?? locationOf(row.ipAddress),
      Device: row.device,
      Browser: row.browser,
      IsActive: row.id === currentId,
      LastActivity: row.lastActivityAt.toISOString(),
      CreatedAt: row.createdAt.toISOString(),
    }))
    .sort((a, b) => Number(b.IsActive) - Number(a.IsActive));
}

export async function terminateLoginSession(
  deps: Deps,
  userId: string,
  currentId: string | null,
  sessionId: string,
): Promise<void> {
  if (sessionId === currentId) throw httpError(400, SECURITY_TEXTS.currentSession);
  const [row] = isUuid(sessionId)
    ? await deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), live(userId, deps.clock.now())))
    : [];
  if (!row) throw httpError(404, SECURITY_TEXTS.sessionNotFound);
  await revokeSession(deps, row.id);
}

export async function terminateOtherSessions(deps: Deps, userId: string, currentId: string | null) {
  const others = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      currentId
        ? and(live(userId, deps.clock.now()), ne(sessions.id, currentId))
        : live(userId, deps.clock.now()),
    );
  await revokeOtherSessions(deps, userId, currentId);
  return { Terminated: others.length };
}
