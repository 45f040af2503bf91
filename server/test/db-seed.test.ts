import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { createDb, type DbHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { verifyPassword } from '../src/services/passwords.ts';

const { courseRatings, courses, invoices, medias, meetings, orders, users } = schema;
const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

async function rowCounts(handle: DbHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row!.n;
  }
  return counts;
}

describe('demo seed', () => {
  let handle: DbHandle;
  const uploadDir = mkdtempSync(join(tmpdir(), 'portal-seed-'));
  let student: typeof users.$inferSelect;

  before(async () => {
    handle = createDb({ inMemory: true });
    await runMigrations(handle);
    assert.deepEqual(await seedDemo(handle.db, { uploadDir }), { seeded: true });
    const [row] = await handle.db.select().from(users).where(eq(users.email, 'student@academy.test'));
    student = row!;
  });
  after(async () => {
    await handle.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('changes nothing when run a second time', async () => {
    const first = await rowCounts(handle);
    assert.deepEqual(await seedDemo(handle.db, { uploadDir }), { seeded: false });
    assert.deepEqual(await rowCounts(handle), first);
  });

  it('creates the four demo accounts with their passwords', async () => {
    const accounts: [string, string, string][] = [
      ['student@academy.test', 'Student#2026', 'user'],
      ['student2@academy.test', 'Student#2026', 'user'],
      ['instructor@academy.test', 'Instructor#2026', 'instructor'],
      ['admin@academy.test', 'Admin#2026', 'administrator'],
    ];
    for (const [email, password, role] of accounts) {
      const [user] = await handle.db.select().from(users).where(eq(users.email, email));
      assert.equal(user?.role, role);
      assert.ok(await verifyPassword(user!.passwordHash, password), `password of ${email}`);
    }
  });

  it('stores every media file at <uploadDir>/<SubDir>/<Hashname> with its size', async () => {
    const rows = await handle.db.select().from(medias);
    assert.ok(rows.some((m) => m.extension === 'video/mp4'));
    assert.ok(rows.some((m) => m.extension === 'text/vtt'));
    assert.ok(rows.some((m) => m.extension === 'application/pdf'));
    for (const m of rows) assert.equal(statSync(join(uploadDir, m.subDir, m.hashname)).size, m.size);
  });

  it('gives the student orders in every payment status and a meeting joinable within 15 minutes', async () => {
    const statuses = await handle.db
      .selectDistinct({ s: orders.paymentStatut })
      .from(orders)
      .where(eq(orders.userId, student.id));
    assert.deepEqual(statuses.map((r) => r.s).sort(), [1, 2, 3, 4]);
    const soon = await handle.db
      .select()
      .from(meetings)
      .where(
        and(
          eq(meetings.status, 'scheduled'),
          sql`${meetings.startTime} between now() and now() + interval '15 minutes'`,
        ),
      );
    assert.equal(soon.length, 1);
  });

  it('refuses a negative price', async () => {
    const [course] = await handle.db.select().from(courses).limit(1);
    await assert.rejects(
      handle.db
        .insert(courses)
        .values({ slug: 'negative', title: 'Negative', priceCents: -1, createdById: course!.createdById }),
      (error: Error & { cause?: { message?: string } }) =>
        /courses_price_check/.test(`${error.message} ${error.cause?.message}`),
    );
  });

  it('refuses a rating of 6', async () => {
    const [course] = await handle.db.select().from(courses).where(eq(courses.slug, 'typescript-in-depth'));
    await assert.rejects(
      handle.db.insert(courseRatings).values({ courseId: course!.id, userId: student.id, rating: 6 }),
      (error: Error & { cause?: { message?: string } }) =>
        /course_ratings_rating_check/.test(`${error.message} ${error.cause?.message}`),
    );
  });

  it('removes the student’s orders and invoices when the account is deleted', async () => {
    const count = async (table: typeof orders | typeof invoices) =>
      (
        await handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, student.id))
      )[0]!.n;
    assert.ok((await count(orders)) >= 10);
    await handle.db.delete(users).where(eq(users.id, student.id));
    assert.equal(await count(orders), 0);
    assert.equal(await count(invoices), 0);
  });
});
