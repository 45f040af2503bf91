// The demo seed's own test: it runs, runs once, and gives each demo person the data the pages show. It is
// the only test on the demo data; every other test builds its own with its module's factory.ts.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, getTableName, gt, is, isNotNull, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { createDb, type DbHandle } from '../platform/db/client.ts';
import { freshDatabase, rowsOf } from '../testing/database.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import * as schema from '../tables.ts';
import { seedDemo } from './index.ts';
import { localStore } from '../platform/storage/local.ts';
import { verifyPassword } from '../modules/users/index.ts';
import { createUser } from '../modules/users/factory.ts';
import { demo } from '../testing/app.ts';
import { EXPECTED, FILLED_BY_USE, PAGES, type Page } from './seed-expectations.ts';

const s = schema;
const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
// A morning instant: "today at 20:15" lies in its future, which is where seed dates used to go wrong.
const SEED_NOW = new Date('2026-03-10T06:00:00.000Z');
describe('demo seed', () => {
  let handle: DbHandle;
  const uploadDir = mkdtempSync(join(tmpdir(), 'portal-seed-'));

  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await handle.db.select({ n: count() }).from(table);
      counts[getTableName(table)] = row!.n;
    }
    return counts;
  };
  const userByEmail = async (email: string) =>
    (await handle.db.select().from(s.users).where(eq(s.users.email, email)))[0]!;

  before(async () => {
    handle = createDb(await freshDatabase());
    await runMigrations(handle);
    assert.deepEqual(
      await seedDemo(handle.db, { storage: localStore({ dataDir: uploadDir, uploadDir }), now: SEED_NOW }),
      { seeded: true },
    );
  });
  after(async () => {
    await handle.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('changes nothing when run a second time', async () => {
    const first = await rowCounts();
    assert.deepEqual(await seedDemo(handle.db, { storage: localStore({ dataDir: uploadDir, uploadDir }) }), {
      seeded: false,
    });
    assert.deepEqual(await rowCounts(), first);
  });

  it('fills every table but those only people using the portal fill', async () => {
    const empty = Object.entries(await rowCounts())
      .filter(([, n]) => n === 0)
      .map(([name]) => name)
      .sort();
    assert.deepEqual(empty, FILLED_BY_USE);
  });

  it('creates the four demo accounts with their passwords and roles', async () => {
    const roles = { student: 'user', student2: 'user', instructor: 'instructor', admin: 'administrator' };
    for (const [key, { email, password }] of Object.entries(demo)) {
      const user = await userByEmail(email);
      assert.equal(user.role, roles[key as keyof typeof roles]);
      assert.ok(await verifyPassword(user.passwordHash, password), `password of ${email}`);
    }
  });

  it('gives each demo person the data their pages show', async () => {
    for (const [email, expected] of Object.entries(EXPECTED)) {
      const user = await userByEmail(email);
      const actual: Partial<Record<Page, number>> = {};
      for (const [page, column] of Object.entries(PAGES) as [Page, PgColumn][]) {
        const [row] = await handle.db.select({ n: count() }).from(column.table).where(eq(column, user.id));
        if (row!.n > 0) actual[page] = row!.n;
      }
      assert.deepEqual(actual, expected, email);
    }
  });

  it('gives every published course a cover, video, pdf, text and quiz lessons, and star ratings', async () => {
    const courses = await handle.db.select().from(s.courses).where(eq(s.courses.published, true));
    assert.ok(courses.length >= 10);
    const seen = new Set<string>();
    for (const course of courses) {
      assert.ok(course.coverMediaId, `cover of ${course.slug}`);
      const types = await handle.db
        .selectDistinct({ type: s.lessons.type })
        .from(s.lessons)
        .innerJoin(s.sections, eq(s.sections.id, s.lessons.sectionId))
        .where(eq(s.sections.courseId, course.id));
      for (const { type } of types) seen.add(type);
      for (const type of ['video', 'pdf', 'text', 'quiz'])
        assert.ok(
          types.some((t) => t.type === type),
          `${type} lesson in ${course.slug}`,
        );
      const [ratings] = await handle.db
        .select({ n: count() })
        .from(s.courseRatings)
        .where(eq(s.courseRatings.courseId, course.id));
      assert.ok(ratings!.n > 0, `ratings of ${course.slug}`);
    }
    assert.ok(seen.has('assignment'), 'assignments appear in the catalogue');
  });

  it('sells a catalogue of at least 24 courses in every category and level, on sale, with plans and coupons', async () => {
    const { db } = handle;
    const open = and(eq(s.courses.published, true), eq(s.courses.archived, false));
    const [catalogue] = await db.select({ n: count() }).from(s.courses).where(open);
    assert.ok(catalogue!.n >= 24, `${catalogue!.n} published courses`);
    const levels = await db.selectDistinct({ level: s.courses.level }).from(s.courses).where(open);
    assert.equal(levels.length, 3);
    const empty = await db.execute(sql`select c.title from categories c where c.parent_id is null
      and not exists (select 1 from courses k where k.category_id = c.id and k.published and not k.archived)`);
    assert.equal(rowsOf(empty).length, 0, 'every top-level category has a course');
    const onSale = await db
      .select({ n: count() })
      .from(s.courses)
      .where(
        and(open, gt(s.courses.originalPriceCents, s.courses.priceCents), gt(s.courses.saleEndsAt, SEED_NOW)),
      );
    assert.ok(onSale[0]!.n >= 2, 'courses on sale with an end date ahead');
    const [free] = await db
      .select({ n: count() })
      .from(s.courses)
      .where(and(open, eq(s.courses.priceCents, 0)));
    assert.ok(free!.n >= 3);
    const [plans] = await db.select({ n: count() }).from(s.subscriptionPlans);
    assert.equal(plans!.n, 2);
    const running = await db
      .select({ code: s.coupons.code })
      .from(s.coupons)
      .where(
        and(
          sql`${s.coupons.validFrom} <= ${SEED_NOW.toISOString()}::timestamptz`,
          gt(s.coupons.validUntil, SEED_NOW),
        ),
      );
    assert.ok(running.map((c) => c.code).includes('WELCOME10'), 'the welcome coupon applies today');
  });

  it('stores every media file at <uploadDir>/<SubDir>/<Hashname> with its size', async () => {
    const rows = await handle.db.select().from(s.medias);
    for (const type of ['video/mp4', 'text/vtt', 'application/pdf', 'image/svg+xml'])
      assert.ok(
        rows.some((m) => m.extension === type),
        type,
      );
    for (const m of rows) assert.equal(statSync(join(uploadDir, m.subDir, m.hashname)).size, m.size);
  });

  it('gives the student orders in every payment status and a meeting joinable within 15 minutes', async () => {
    const student = await userByEmail(demo.student.email);
    const statuses = await handle.db
      .selectDistinct({ s: s.orders.paymentStatus })
      .from(s.orders)
      .where(eq(s.orders.userId, student.id));
    assert.deepEqual(statuses.map((r) => r.s).sort(), [1, 2, 3, 4]);
    const soon = await handle.db
      .select({ title: s.meetings.title })
      .from(s.meetings)
      .innerJoin(s.meetingParticipants, eq(s.meetingParticipants.meetingId, s.meetings.id))
      .where(
        and(
          eq(s.meetingParticipants.userId, student.id),
          eq(s.meetings.status, 'scheduled'),
          isNotNull(s.meetings.meetingId),
          sql`${s.meetings.startTime} between ${SEED_NOW.toISOString()}::timestamptz and ${SEED_NOW.toISOString()}::timestamptz + interval '15 minutes'`,
        ),
      );
    assert.deepEqual(soon, [{ title: 'Mentoring session: career plan' }]);
  });

  it('never dates a past event (last access, completion, history, study, notes, activity) after the seed’s now', async () => {
    const later = (column: PgColumn) =>
      handle.db.select({ n: count() }).from(column.table).where(gt(column, SEED_NOW));
    assert.deepEqual(await later(s.enrollments.lastAccessedAt), [{ n: 0 }]);
    assert.deepEqual(await later(s.enrollments.enrolledAt), [{ n: 0 }]);
    assert.deepEqual(await later(s.enrollments.completedAt), [{ n: 0 }]);
    assert.deepEqual(await later(s.certificates.issueDate), [{ n: 0 }]);
    assert.deepEqual(await later(s.lessonCompletions.completedAt), [{ n: 0 }]);
    for (const column of [
      s.courseHistory.occurredAt,
      s.studySessions.createdAt,
      s.videoProgress.lastWatched,
      s.courseNotes.updatedAt,
      s.contactProfiles.lastActiveAt,
    ])
      assert.deepEqual(await later(column), [{ n: 0 }], column.name);
    const [today] = await handle.db
      .select({ n: count() })
      .from(s.enrollments)
      .where(eq(s.enrollments.lastAccessedAt, SEED_NOW));
    assert.equal(today!.n, 1, 'the course opened "today" was opened at the seed’s now at the latest');
  });

  it('stores each enrolment’s progress as the share of its lessons completed, and the status it implies', async () => {
    const rows = await handle.db
      .select({
        course: s.courses.slug,
        progress: s.enrollments.progress,
        status: s.enrollments.status,
        completedAt: s.enrollments.completedAt,
        total: sql<number>`(select count(*) from ${s.lessons} inner join ${s.sections}
          on ${s.sections.id} = ${s.lessons.sectionId} where ${s.sections.courseId} = ${s.courses.id})`.mapWith(
          Number,
        ),
        done: sql<number>`(select count(*) from ${s.lessonCompletions} inner join ${s.lessons}
          on ${s.lessons.id} = ${s.lessonCompletions.lessonId} inner join ${s.sections}
          on ${s.sections.id} = ${s.lessons.sectionId} where ${s.sections.courseId} = ${s.courses.id}
          and ${s.lessonCompletions.userId} = ${s.enrollments.userId})`.mapWith(Number),
      })
      .from(s.enrollments)
      .innerJoin(s.courses, eq(s.courses.id, s.enrollments.courseId));
    assert.ok(rows.length > 10);
    for (const row of rows) {
      assert.ok(row.total > 0, row.course);
      assert.equal(row.progress, Math.round((100 * row.done) / row.total), row.course);
      assert.equal(row.status === 'completed', row.completedAt !== null, row.course);
      if (row.status === 'not_started') assert.equal(row.progress, 0, row.course);
      if (row.status === 'in_progress') assert.ok(row.progress > 0 && row.progress < 100, row.course);
    }
  });

  it('gives the student a Library in every state: free, bought and subscription courses, flags, certificates', async () => {
    const student = await userByEmail(demo.student.email);
    const rows = await handle.db
      .select({
        slug: s.courses.slug,
        price: s.courses.priceCents,
        progress: s.enrollments.progress,
        status: s.enrollments.status,
        isFavorite: s.enrollments.isFavorite,
        isDownloaded: s.enrollments.isDownloaded,
        removedAt: s.enrollments.removedFromLibraryAt,
        certificate: s.certificates.status,
        bought: sql<boolean>`exists (select 1 from ${s.orderItems} inner join ${s.orders}
          on ${s.orders.id} = ${s.orderItems.orderId} where ${s.orders.userId} = ${student.id}
          and ${s.orderItems.courseId} = ${s.courses.id} and ${s.orders.paymentStatus} = 3)`,
      })
      .from(s.enrollments)
      .innerJoin(s.courses, eq(s.courses.id, s.enrollments.courseId))
      .leftJoin(
        s.certificates,
        and(eq(s.certificates.userId, s.enrollments.userId), eq(s.certificates.courseId, s.courses.id)),
      )
      .where(eq(s.enrollments.userId, student.id));
    const some = (what: string, test: (row: (typeof rows)[number]) => boolean) =>
      assert.ok(rows.some(test), what);
    for (const status of ['not_started', 'in_progress', 'completed', 'paused'])
      some(status, (r) => r.status === status);
    some('in progress below 80 %', (r) => r.status === 'in_progress' && r.progress < 80);
    some(
      'in progress above 80 %, its certificate pending or none',
      (r) => r.status === 'in_progress' && r.progress > 80 && r.certificate !== 'issued',
    );
    for (const certificate of ['issued', 'expired', null])
      some(
        `completed with certificate ${certificate}`,
        (r) => r.status === 'completed' && r.certificate === certificate,
      );
    some('a favourite', (r) => r.isFavorite);
    some('a downloaded course', (r) => r.isDownloaded);
    some('a course removed from the Library', (r) => r.removedAt !== null);
    some('a free course', (r) => r.price === 0);
    some('a bought course', (r) => r.bought);
    some('a course followed through the subscription', (r) => r.price > 0 && !r.bought);
    const [plan] = await handle.db
      .select({ n: count() })
      .from(s.subscriptions)
      .where(
        and(
          eq(s.subscriptions.userId, student.id),
          eq(s.subscriptions.status, 1),
          gt(s.subscriptions.expiresAt, SEED_NOW),
        ),
      );
    assert.equal(plan!.n, 1, 'the student has an active subscription');
  });

  // Last: it deletes every account, as an operator cleaning a demo off a real site would.
  it('does not bring the demo accounts back once an operator deleted them', async () => {
    await handle.db.execute(sql`truncate users cascade`);
    assert.deepEqual(await seedDemo(handle.db, { storage: localStore({ dataDir: uploadDir, uploadDir }) }), {
      seeded: false,
    });
    assert.deepEqual(await handle.db.select({ n: count() }).from(s.users), [{ n: 0 }]);
  });
});

describe('demo seed on a database in use', () => {
  it('never loads the demo (and its published passwords) where someone already has an account', async () => {
    const used = createDb(await freshDatabase());
    try {
      await runMigrations(used);
      const someone = await createUser(used.db, { email: 'head@school.example' });
      assert.deepEqual(
        await seedDemo(used.db, { storage: localStore({ dataDir: tmpdir(), uploadDir: tmpdir() }) }),
        { seeded: false },
      );
      const people = await used.db.select({ email: s.users.email }).from(s.users);
      assert.deepEqual(people, [{ email: someone.email }]);
    } finally {
      await used.close();
    }
  });
});
