// Who holds a session token, remembered for a few seconds so a burst of requests reads the database once
// (the authenticated-read budget: docs/architecture.md#budgets). Exact on one process; across processes a
// sign-out, a password change or a revocation reaches every cache through the 'sessions.changed' event
// (LISTEN/NOTIFY), and an entry never outlives its TTL from the database read (no sliding: an active session
// is read again every TTL) in case a notification is lost.
import type { Deps } from '../../core/deps.ts';
import { type SignedInUser } from '../../core/caller.ts';

export type CachedSession = {
  sessionId: string;
  user: SignedInUser;
  lastActivityAt: Date;
  expiresAt: Date;
};

const TTL_MS = 15_000;
export const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly byToken = new Map<string, CachedSession & { cachedAt: number }>();

  get(tokenHash: string, now: Date): CachedSession | null {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return null;
    if (now.getTime() - entry.cachedAt > TTL_MS) {
      this.byToken.delete(tokenHash);
      return null;
    }
    return entry;
  }

  /** Remembers a session just read from the database; `get` keeps answering it until TTL after `readAt`. */
  set(tokenHash: string, entry: CachedSession, readAt: Date): void {
    // Full: the oldest entry goes (a Map iterates in insertion order), so the cache never grows past its bound.
    if (!this.byToken.has(tokenHash) && this.byToken.size >= MAX_ENTRIES) {
      const oldest = this.byToken.keys().next();
      if (!oldest.done) this.byToken.delete(oldest.value);
    }
    this.byToken.set(tokenHash, { ...entry, cachedAt: readAt.getTime() });
  }

  get size(): number {
    return this.byToken.size;
  }

  forget({ sessionId, userId }: { sessionId?: string; userId?: string }): void {
    for (const [token, entry] of this.byToken)
      if (entry.sessionId === sessionId || entry.user.id === userId) this.byToken.delete(token);
  }
}

const caches = new WeakMap<Deps, SessionCache>();

/** The cache of one app (tests build many apps in one process), listening to its events. */
export function sessionCacheOf(deps: Deps): SessionCache {
  let cache = caches.get(deps);
  if (!cache) {
    const created = new SessionCache();
    deps.events.subscribe('sessions.changed', (change) => created.forget(change));
    caches.set(deps, created);
    cache = created;
  }
  return cache;
}
