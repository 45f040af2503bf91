import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app.ts';
import { testEngine } from '../../testing/database.ts';

describe('health', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp();
  });
  after(() => app.close());

  it('answers 200 {"status":"ok"} once migrations ran', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const csrf = String(first.headers['set-cookie']).match(/csrf_token=([^;]+)/)![1]!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    assert.equal(res.statusCode, 400);
  });
});

describe('readiness', () => {
  it('answers 200 when the database and the upload folder answer', async () => {
    const app = await createTestApp();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { status: 'ok', database: 'ok', storage: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the storage when the upload folder cannot take a file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portal-ready-'));
    // A file where the folder should be: nothing can be written under it.
    writeFileSync(join(root, 'uploads'), 'not a folder');
    const app = await createTestApp({ uploadDir: join(root, 'uploads', 'inner') });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), { status: 'down', database: 'ok', storage: 'down' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the database when it does not answer in time', async () => {
    const app = await createTestApp();
    // Only the database is held here: the disk's own probe could miss its second too on a loaded machine.
    app.readiness.storage = async () => {};
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let busy: Promise<unknown> = Promise.resolve();
    try {
      if (testEngine === 'pglite') {
        // PGlite has one connection: a transaction that holds it keeps every other query waiting.
        busy = app.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await held;
        });
      } else {
        // Every connection of the pool busy past the probe's timeout, as when the server stops answering.
        busy = Promise.all(Array.from({ length: 12 }, () => app.db.execute(sql`select pg_sleep(1.5)`)));
      }
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), { status: 'down', database: 'down', storage: 'ok' });
      assert.ok(Date.now() - started < 3_000, 'the probe does not hang with the database');
    } finally {
      release();
      await busy;
      await app.close();
    }
  });
});
