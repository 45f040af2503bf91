import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDb, type DbHandle } from '../db/client.ts';
import { freshDatabase, testEngine } from '../../testing/database.ts';
import { pgBossQueue, type JobQueue } from './queue.ts';

// PostgreSQL answers polls on its own processes; on PGlite they share the thread that answers requests.
describe('the job queue on PGlite', { skip: testEngine !== 'pglite' }, () => {
  let handle: DbHandle;
  let queue: JobQueue;
  let fetches = 0;
  const received: unknown[] = [];
  let arrived: () => void = () => {};

  before(async () => {
    handle = createDb(await freshDatabase());
    if (handle.raw.kind !== 'pglite') throw new Error('expected PGlite');
    // Every fetch of the probe queue, as the engine sees it (pg-boss's PGlite adapter calls these).
    const client = handle.raw.client;
    for (const method of ['query', 'exec'] as const) {
      const original = client[method].bind(client) as (text: string, ...rest: unknown[]) => Promise<never>;
      Object.assign(client, {
        [method]: (text: string, ...rest: unknown[]) => {
          if (/with\s+next\s+as/i.test(text) && text.includes("'probe'")) fetches += 1;
          return original(text, ...rest);
        },
      });
    }
    queue = pgBossQueue(
      handle,
      {
        probe: {
          handler: async (data) => {
            received.push(data);
            arrived();
          },
        },
      },
      (error) => assert.fail(String(error)),
    );
    await queue.start();
  });
  after(async () => {
    await queue.stop();
    await handle.close();
  });

  it('leaves an idle queue alone rather than polling it every few seconds', async () => {
    const before = fetches;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    assert.equal(fetches - before, 0);
  });

  it('runs a job as soon as it is sent', async () => {
    const started = Date.now();
    const done = new Promise<void>((resolve) => (arrived = resolve));
    await queue.send('probe', { hello: 'world' });
    await done;
    assert.deepEqual(received, [{ hello: 'world' }]);
    assert.ok(Date.now() - started < 1_500, `took ${Date.now() - started} ms`);
  });
});
