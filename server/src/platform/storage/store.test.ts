// The storage contract, run against both backends: the local disk and an S3-compatible store (s3rver,
// started by this file). Whatever the backend, a module sees the same behaviour.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { localStore } from './local.ts';
import { s3Store } from './s3.ts';
import type { FileStore } from './store.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3.ts';
import { engineIndependent } from '../../testing/database.ts';

const backends: [string, () => Promise<FileStore>][] = [
  [
    'local disk',
    async () => {
      // UPLOAD_DIR may live apart from DATA_DIR: keys under uploads/ must still find it.
      const root = mkdtempSync(join(tmpdir(), 'portal-store-'));
      return localStore({ dataDir: root, uploadDir: mkdtempSync(join(tmpdir(), 'portal-uploads-')) });
    },
  ],
];
let s3: LocalS3 | undefined;
backends.push(['S3-compatible store', async () => s3Store((s3 = await startLocalS3()).settings)]);

for (const [name, create] of backends) {
  describe(`file store: ${name}`, engineIndependent, () => {
    let store: FileStore;
    before(async () => {
      store = await create();
    });
    after(() => s3?.stop());

    const read = async (key: string, range?: { start: number; end: number }) => {
      const opened = await store.open(key, range);
      return opened && { ...opened, text: await text(opened.body) };
    };

    it('reads back what was put, whole or a byte range, with its size', async () => {
      await store.put('uploads/courses/ann/a.txt', Buffer.from('hello, world'));
      assert.equal((await read('uploads/courses/ann/a.txt'))?.text, 'hello, world');
      const part = await read('uploads/courses/ann/a.txt', { start: 7, end: 99 });
      assert.equal(part?.text, 'world');
      assert.deepEqual(part?.range, { start: 7, end: 11 });
      assert.equal(part?.size, 12);
      assert.equal((await store.stat('uploads/courses/ann/a.txt'))?.size, 12);
    });

    it('moves a file from the disk into the store', async () => {
      const source = join(mkdtempSync(join(tmpdir(), 'portal-src-')), 'video.bin');
      writeFileSync(source, Buffer.alloc(70_000, 7));
      await store.put('attachments/k1', { path: source });
      assert.equal((await store.stat('attachments/k1'))?.size, 70_000);
      assert.equal(existsSync(source), false);
    });

    it('answers null for a key that is not there, and deletes without minding missing keys', async () => {
      assert.equal(await store.open('exports/none.zip'), null);
      assert.equal(await store.stat('exports/none.zip'), null);
      await store.put('exports/x.zip', Buffer.from('zip'));
      await store.delete(['exports/x.zip', 'exports/none.zip']);
      assert.equal(await store.stat('exports/x.zip'), null);
    });

    it('lists the keys under a prefix only, with their size and time', async () => {
      await store.put('uploads/streams/s1/manifest.mpd', Buffer.from('m'));
      await store.put('uploads/streams/s1/video.mp4', Buffer.from('vv'));
      await store.put('uploads/streams/s10/other.mp4', Buffer.from('o'));
      const listed = [];
      for await (const item of store.list('uploads/streams/s1/')) listed.push(item);
      assert.deepEqual(listed.map((item) => item.key).sort(), [
        'uploads/streams/s1/manifest.mpd',
        'uploads/streams/s1/video.mp4',
      ]);
      assert.ok(listed.every((item) => item.modifiedAt.getTime() > Date.now() - 60_000 && item.size > 0));
    });

    it('refuses a key that climbs out of its folder', async () => {
      await assert.rejects(store.put('uploads/../secret', Buffer.from('x')), /Invalid storage key/);
      await assert.rejects(store.open('/etc/passwd'), /Invalid storage key/);
    });

    it('answers the readiness check', async () => {
      await store.check();
    });
  });
}
