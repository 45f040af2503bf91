// What `GET /api/health/ready` asks: each part answers within a short time or counts as down, so a load
// balancer stops sending requests to a process whose database or file storage is gone.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

export type ReadinessChecks = {
  database(): Promise<void>;
  /** The file storage (platform/storage: the local disk's or the bucket's own check). */
  storage(): Promise<void>;
};

/** A part that has not answered in this time is down (a hung connection must not hang the probe). */
export const READY_TIMEOUT_MS = 1_000;

export function pingDatabase(db: Db): () => Promise<void> {
  return async () => {
    await db.execute(sql`select 1`);
  };
}

async function within(check: () => Promise<void>, ms: number): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), ms);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(checks: ReadinessChecks, timeoutMs = READY_TIMEOUT_MS) {
  const [database, storage] = await Promise.all([
    within(checks.database, timeoutMs),
    within(checks.storage, timeoutMs),
  ]);
  const status = database === 'ok' && storage === 'ok' ? ('ok' as const) : ('down' as const);
  return { status, database, storage };
}
