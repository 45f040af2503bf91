import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { createDb, type DbHandle } from '../src/db/client.ts';
import { runMigrations, withFileLock } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema/index.ts';

async function publicTables(handle: DbHandle): Promise<string[]> {
  const result = await handle.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

async function appliedMigrations(handle: DbHandle): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('database migrations', () => {
  let handle: DbHandle;
  before(async () => {
    handle = createDb({ inMemory: true });
    await runMigrations(handle);
  });
  after(() => handle.close());

  it('create every table of the schema on an empty database', async () => {
    const expected = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable))
      .sort();
    assert.ok(expected.length > 50, 'the schema defines the whole data model');
    assert.deepEqual(await publicTables(handle), expected);
  });

  it('do nothing when run a second time', async () => {
    const before = await appliedMigrations(handle);
    const tables = await publicTables(handle);
    await runMigrations(handle);
    assert.equal(await appliedMigrations(handle), before);
    assert.deepEqual(await publicTables(handle), tables);
  });

  it('store emails in lower case only', async () => {
    await assert.rejects(
      handle.db
        .insert(schema.users)
        .values({ slug: 'x', email: 'Upper@Example.com', passwordHash: 'h', username: 'x' }),
    );
  });
});

describe('migration lock on a PGlite data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-migrate-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('lets concurrent callers migrate one after the other and removes the lock', async () => {
    const handle = createDb({ dataDir: join(dir, 'db') });
    try {
      await Promise.all([runMigrations(handle), runMigrations(handle)]);
      assert.equal(await appliedMigrations(handle), 1);
      assert.equal(existsSync(join(dir, 'db.migrate.lock')), false);
    } finally {
      await handle.close();
    }
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const lock = join(dir, 'stale.lock');
    // Above the Linux pid_max default range, so no live process holds it.
    writeFileSync(lock, '4194303');
    const result = await withFileLock(lock, 2_000, async () => readFileSync(lock, 'utf8'));
    assert.equal(result, String(process.pid));
    assert.equal(existsSync(lock), false);
  });

  it('waits for a live holder and gives up after the timeout', async () => {
    const lock = join(dir, 'live.lock');
    writeFileSync(lock, String(process.ppid));
    await assert.rejects(
      withFileLock(lock, 300, async () => 'ran'),
      /Timed out waiting for the migration lock/,
    );
    rmSync(lock);
  });
});
