// Two API processes behind one load balancer (docs/deploy.md#the-picture): one PostgreSQL, one file storage.
// Whatever a person does through one process holds on the other. PostgreSQL only: PGlite is one process's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createUser, type TestUser } from './modules/users/factory.ts';
import { processSuite, rowsOf, testEngine } from './testing/database.ts';
import { startLocalS3, type LocalS3 } from './testing/s3.ts';
import {
  sharedBackend,
  signInOver,
  startServer,
  type Backend,
  type HttpSession,
  type ServerProcess,
} from './testing/processes.ts';

const headersOf = (session: HttpSession) => ({ cookie: session.cookie, 'x-csrf-token': session.csrf });

/** Retries `check` until it holds or `ms` pass: the other process learns of a change through the database. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

describe(
  'two API processes on one PostgreSQL and one object store',
  processSuite(testEngine !== 'postgres' && 'PostgreSQL only'),
  () => {
    let backend: Backend;
    let first: ServerProcess;
    let second: ServerProcess;
    let user: TestUser;
    let bucket: LocalS3;
    before(async () => {
      bucket = await startLocalS3();
      backend = await sharedBackend(bucket);
      user = await backend.withDb((db) => createUser(db));
      // Each process keeps its own disk, as on two machines: only the database and the bucket are shared.
      const ownDisk = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-machine-')) });
      [first, second] = await Promise.all([startServer(backend, ownDisk()), startServer(backend, ownDisk())]);
    });
    after(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await bucket?.stop();
    });

    it('serves through one process a file uploaded through the other', async () => {
      const session = await signInOver(first.url, user.email, user.password);
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#cc3366' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
      const uploaded = await fetch(`${first.url}/api/upload?kind=image&purpose=post`, {
        method: 'POST',
        headers: headersOf(session),
        body: form,
      });
      assert.equal(uploaded.status, 201, await uploaded.clone().text());
      const media = (await uploaded.json()) as { url: string; Size: number };
      const served = await fetch(`${second.url}${media.url}`, { headers: headersOf(session) });
      assert.equal(served.status, 200);
      assert.equal((await served.arrayBuffer()).byteLength, media.Size);
    });

    it('refuses on one process a session signed out on the other', async () => {
      const session = await signInOver(first.url, user.email, user.password);
      const me = () => fetch(`${second.url}/api/auth/me`, { headers: headersOf(session) });
      // The second process has the session in its cache before it ends.
      assert.equal((await me()).status, 200);
      const out = await fetch(`${first.url}/api/auth/logout`, {
        method: 'POST',
        headers: headersOf(session),
      });
      assert.ok(out.status < 300, `sign-out answered ${out.status}`);
      assert.ok(
        await eventually(async () => (await me()).status === 401, 3_000),
        'the other process refuses the session within 3 s',
      );
    });

    it('runs a scheduled job once per occurrence, not once per process', async () => {
      // Both processes schedule `meeting-reminders` every minute; the next minute's run shows how many ran.
      type Run = { minute: string; runs: number; completed: number };
      // Each occurrence is one minute's: two processes that both sent it would leave two jobs in that minute.
      const runs = () =>
        backend.withDb(async (db) =>
          rowsOf<Run>(
            await db.execute(sql`
            select date_trunc('minute', created_on)::text as minute, count(*)::int as runs,
              count(*) filter (where state = 'completed')::int as completed
            from pgboss.job where name = 'meeting-reminders' group by 1`),
          ),
        );
      assert.ok(
        await eventually(async () => (await runs()).some((run) => run.completed > 0), 100_000),
        'the job ran within the next minute',
      );
      for (const run of await runs())
        assert.equal(run.runs, 1, `the occurrence of ${run.minute} ran ${run.runs} times`);
    });
  },
);
