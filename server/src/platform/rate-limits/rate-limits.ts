// Rate limits that hold across API processes (docs/architecture.md#beyond-one-machine): one atomic upsert per
// hit on a table every process shares, instead of each process counting alone. Used by @fastify/rate-limit as
// its store.
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rateLimitHits } from './tables.ts';
import type { Deps } from '../../core/deps.ts';

type Hit = { current: number; ttl: number };

/** Counts one hit of `key`; a window that ended starts again at 1. */
export async function hitRateLimit(deps: Deps, key: string, windowMs: number): Promise<Hit> {
  const now = deps.clock.now();
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await deps.db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        // Typed parameters: PostgreSQL cannot infer a bare parameter's type inside CASE.
        hits: sql`case when ${rateLimitHits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitHits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
  // Now and then, forget windows that ended long ago; no timer needed for a table this small.
  if (Math.random() < 0.01) await pruneRateLimits(deps, now);
  return { current: row?.hits ?? 1, ttl: Math.max(0, (row?.resetAt.getTime() ?? 0) - now.getTime()) };
}

export async function pruneRateLimits(deps: Deps, now: Date): Promise<void> {
  await deps.db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetAt, new Date(now.getTime() - 60 * 60 * 1000)));
}

/** The store class @fastify/rate-limit instantiates; each route counts under its own key prefix. */
export function sharedRateLimitStore(deps: Deps): FastifyRateLimitStoreCtor {
  class SharedStore {
    private readonly prefix: string;

    constructor(prefix = '') {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow = 60_000): void {
      hitRateLimit(deps, `${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    // Called with the route's merged options: each route counts on its own, routes of one groupId together.
    child(options: {
      groupId?: string;
      routeInfo?: { method?: string | string[]; url?: string };
    }): SharedStore {
      const route = options.routeInfo ?? {};
      return new SharedStore(
        options.groupId ? `${options.groupId}|` : `${[route.method].flat().join(',')} ${route.url ?? ''}|`,
      );
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

/** The hits of `key` in its current window without counting one (0 once the window ended). */
export async function readRateLimit(deps: Deps, key: string): Promise<Hit> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, key));
  if (!row || row.resetAt <= now) return { current: 0, ttl: 0 };
  return { current: row.hits, ttl: row.resetAt.getTime() - now.getTime() };
}
