import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DbHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

// Any constant works as long as every process of this app uses the same one.
const ADVISORY_LOCK_KEY = 724_201_926;
const LOCK_WAIT_MS = 120_000;
const LOCK_POLL_MS = 100;

export interface MigrateOptions {
  migrationsFolder?: string;
  /** How long to wait for another process's migration before giving up. */
  lockTimeoutMs?: number;
}

/**
 * Applies the pending drizzle-kit migrations. Drizzle's migrator has no lock of its own, so two
 * processes starting together could both run the same pending migrations; we serialise them first.
 */
export async function runMigrations(handle: DbHandle, options: MigrateOptions = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const timeout = options.lockTimeoutMs ?? LOCK_WAIT_MS;
  const { raw } = handle;
  if (raw.kind === 'postgres') {
    // Session-level advisory locks belong to one connection: reserve one for the whole run.
    const conn = await raw.client.reserve();
    try {
      await conn`select pg_advisory_lock(${ADVISORY_LOCK_KEY})`;
      try {
        await migratePostgres(handle.db as unknown as PostgresJsDatabase, { migrationsFolder });
      } finally {
        await conn`select pg_advisory_unlock(${ADVISORY_LOCK_KEY})`;
      }
    } finally {
      conn.release();
    }
    return;
  }
  const apply = () => migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  if (!handle.dataDir) return apply();
  // Beside the data directory, not in it: the directory belongs to PostgreSQL.
  await withFileLock(`${resolve(handle.dataDir)}.migrate.lock`, timeout, apply);
}

/** In-process queue per lock path: the file lock alone cannot tell two callers of one process apart. */
const localQueues = new Map<string, Promise<unknown>>();

export async function withFileLock<T>(lockPath: string, timeoutMs: number, fn: () => Promise<T>): Promise<T> {
  const previous = localQueues.get(lockPath) ?? Promise.resolve();
  const run = previous
    .catch(() => undefined)
    .then(async () => {
      await acquireFileLock(lockPath, timeoutMs);
      try {
        return await fn();
      } finally {
        releaseFileLock(lockPath);
      }
    });
  localQueues.set(lockPath, run);
  try {
    return await run;
  } finally {
    if (localQueues.get(lockPath) === run) localQueues.delete(lockPath);
  }
}

async function acquireFileLock(lockPath: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      // O_EXCL: creation fails when the file exists, atomically, so only one process wins.
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (isStale(lockPath)) {
      try {
        unlinkSync(lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out waiting for the migration lock ${lockPath}; remove it if no other process runs.`,
      );
    }
    await sleep(LOCK_POLL_MS);
  }
}

function isStale(lockPath: string): boolean {
  let content: string;
  try {
    content = readFileSync(lockPath, 'utf8');
  } catch (error) {
    // Gone between our open and this read: not stale, simply retry.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const pid = Number.parseInt(content, 10);
  // An empty file means the holder is between creating and writing it: give it time.
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // Our own pid can only be left over from an earlier run (a container restarting as pid 1), because
  // callers inside this process are serialised by localQueues before they touch the file.
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function releaseFileLock(lockPath: string): void {
  try {
    unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
