import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { createDb, type DbHandle } from './client.ts';
import { freshDatabase, rowsOf } from '../../testing/database.ts';
import { MIGRATIONS_FOLDER, runMigrations, withFileLock } from './migrate.ts';
import * as schema from '../../tables.ts';
import { createCourse } from '../../modules/catalog/factory.ts';
import { createInvoice } from '../../modules/billing/factory.ts';
import { createOrder } from '../../modules/orders/factory.ts';
import { createUser } from '../../modules/users/factory.ts';

async function publicTables(handle: DbHandle): Promise<string[]> {
  const result = await handle.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** How many migrations the repository holds (drizzle-kit's journal). */
function migrationCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
  return (journal.entries as unknown[]).length;
}

async function appliedMigrations(handle: DbHandle): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

describe('the tables and their migrations', () => {
  it('agree: every table in the modules is what the migrations make, so drizzle-kit generate has nothing to add', async () => {
    const drift = spawnSync(process.execPath, [new URL('./schema-drift.ts', import.meta.url).pathname], {
      encoding: 'utf8',
    });
    assert.equal(drift.stdout, '', 'the SQL a new migration would need');
    assert.equal(drift.status, 0, drift.stderr);
  });
});

describe('database migrations', () => {
  let handle: DbHandle;
  before(async () => {
    handle = createDb(await freshDatabase({ empty: true }));
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

describe('database constraints', () => {
  let handle: DbHandle;
  before(async () => {
    handle = createDb(await freshDatabase());
    await runMigrations(handle);
  });
  after(() => handle.close());

  const violates = (name: string) => (error: Error & { cause?: { message?: string } }) =>
    new RegExp(name).test(`${error.message} ${error.cause?.message}`);

  it('refuse a negative price', async () => {
    const instructor = await createUser(handle.db, { role: 'instructor' });
    await assert.rejects(
      createCourse(handle.db, { instructorId: instructor.id, priceCents: -1 }),
      violates('courses_price_check'),
    );
  });

  it('refuse a rating of 6', async () => {
    const instructor = await createUser(handle.db, { role: 'instructor' });
    const course = await createCourse(handle.db, { instructorId: instructor.id });
    await assert.rejects(
      handle.db
        .insert(schema.courseRatings)
        .values({ courseId: course.id, userId: instructor.id, rating: 6 }),
      violates('course_ratings_rating_check'),
    );
  });

  it('remove a user’s orders and invoices with the account, and nobody else’s', async () => {
    const instructor = await createUser(handle.db, { role: 'instructor' });
    const course = await createCourse(handle.db, { instructorId: instructor.id });
    const [leaving, staying] = [await createUser(handle.db), await createUser(handle.db)];
    for (const user of [leaving, staying]) {
      const order = await createOrder(handle.db, user, { courses: [course] });
      await createInvoice(handle.db, user, { orderId: order.id });
    }
    const count = async (table: typeof schema.orders | typeof schema.invoices, userId: string) =>
      (
        await handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, userId))
      )[0]!.n;
    await handle.db.delete(schema.users).where(eq(schema.users.id, leaving.id));
    assert.deepEqual(
      [await count(schema.orders, leaving.id), await count(schema.invoices, leaving.id)],
      [0, 0],
    );
    assert.deepEqual(
      [await count(schema.orders, staying.id), await count(schema.invoices, staying.id)],
      [1, 1],
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
      assert.equal(await appliedMigrations(handle), migrationCount());
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
