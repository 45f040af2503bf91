// What `GET /api/health/ready` asks: each part answers within a short time or counts as down, so a load
// balancer stops sending requests to a process whose database or file storage is gone.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

export type ReadinessChecks = {
  database(): Promise<void>;
  /** The file storage; the local disk's check until another storage brings its own. */
  storage(): Promise<void>;
};

/** A part that has not answered in this time is down (a hung connection must not hang the probe). */
export const READY_TIMEOUT_MS = 1_000;

export function pingDatabase(db: Db): () => Promise<void> {
  return async () => {
    await db.execute(sql`select 1`);
  };
}

/** The upload folder takes a file: writes and removes a small probe file. */
export function diskWritable(dir: string): () => Promise<void> {
  return async () => {
    await mkdir(dir, { recursive: true });
    const probe = join(dir, `.ready-${randomUUID()}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
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
