import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { createDb, type DbHandle } from './client.ts';
import { freshDatabase, rowsOf, testEngine } from '../../testing/database.ts';
import { users } from '../../modules/users/tables.ts';
import { createUser } from '../../modules/users/factory.ts';

// PostgreSQL prepares named statements itself (postgres.js); this is PGlite's own path.
describe('named queries on PGlite', { skip: testEngine !== 'pglite' }, () => {
  let handle: DbHandle;
  before(async () => {
    handle = createDb(await freshDatabase());
  });
  after(() => handle.close());

  const byEmail = () =>
    handle.db
      .select({ id: users.id, email: users.email, civility: users.civility, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.email, sql.placeholder('email')))
      .prepare('test_user_by_email');

  it('answer what the same query answers unprepared: dates, numbers and nulls alike', async () => {
    const created = await createUser(handle.db, { civility: 2 });
    const named = await byEmail().execute({ email: created.email });
    const plain = await handle.db
      .select({ id: users.id, email: users.email, civility: users.civility, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.email, created.email));
    assert.deepEqual(named, plain);
    assert.ok(named[0]?.createdAt instanceof Date);
    assert.equal(named[0]?.civility, 2);
    assert.deepEqual(await byEmail().execute({ email: 'nobody@example.test' }), []);
  });

  it('are parsed once per database and then only executed', async () => {
    const { email } = await createUser(handle.db);
    for (let i = 0; i < 3; i++) await byEmail().execute({ email });
    const statements = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like '%"users"."email" = $1%'`,
      ),
    );
    assert.equal(statements[0]?.n, 1);
  });

  it('fail on a bad value as the plain query does, and the next query still runs', async () => {
    const byId = handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('test_user_by_id');
    await assert.rejects(byId.execute({ id: 'not-a-uuid' }), (error: Error) =>
      /invalid input syntax for type uuid/.test(String((error.cause as Error | undefined)?.message)),
    );
    const { id } = await createUser(handle.db);
    assert.deepEqual(await byId.execute({ id }), [{ id }]);
  });

  it('never read inside another caller’s open transaction', async () => {
    const { email } = await createUser(handle.db);
    let release!: () => void;
    let renamed!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = new Promise<void>((resolve) => (renamed = resolve));
    const transaction = handle.db
      .transaction(async (tx) => {
        await tx.update(users).set({ email: 'renamed@example.test' }).where(eq(users.email, email));
        renamed();
        await held;
        tx.rollback();
      })
      .catch(() => {});
    await inside;
    const read = byEmail().execute({ email });
    release();
    await transaction;
    // It waited for the transaction to end, and saw the rolled-back rename not at all.
    assert.equal((await read).length, 1);
  });
});
