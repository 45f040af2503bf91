// Nothing left behind on disk: the daily sweep removes stored files no row points at, once past the grace
// period, and expired data-export ZIPs go with their rows. Checked on the files in the data directory.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { jobDefinitions } from '../../jobs.ts';
import { createTestApp, signedInUser } from '../../testing/app.ts';
import { createCourse } from '../../modules/catalog/factory.ts';
import { createMedia } from '../../modules/medias/factory.ts';
import { createStream } from '../../modules/player/factory-video.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('nothing left behind', () => {
  let app: FastifyInstance;
  let now = new Date();
  const run = (job: string) => jobDefinitions(app.deps)[job]!.handler({});
  const onDisk = (key: string) => existsSync(join(app.config.dataDir, key));
  /** A file in the data directory, last written `ageMs` ago. */
  const stored = async (key: string, ageMs: number) => {
    const path = join(app.config.dataDir, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, 'x');
    const then = new Date(Date.now() - ageMs);
    await utimes(path, then, then);
  };

  before(async () => {
    app = await createTestApp({}, { clock: { now: () => now } });
  });
  after(() => app.close());

  it('sweeps files no row points at after a day, and keeps referenced ones and fresh uploads', async () => {
    const { user } = await signedInUser(app, { role: 'instructor' });
    const course = await createCourse(app.db, { instructorId: user.id });
    const photo = await createMedia(app.db, { ownerId: user.id, uploadDir: app.config.uploadDir });
    const stream = await createStream(app.db, {
      instructorId: user.id,
      courseId: course.id,
      uploadDir: app.config.uploadDir,
    });
    const kept = [`uploads/${photo.subDir}/${photo.hashname}`, `uploads/${stream.subDir}/video-720p.mp4`];
    for (const key of kept) await stored(key, 2 * DAY);
    const orphans = [
      `uploads/courses/${user.slug}/gone.webp`,
      'uploads/streams/no-row/video-720p.mp4',
      `attachments/${randomUUID()}`,
      `exports/${randomUUID()}.zip`,
    ];
    for (const key of orphans) await stored(key, 2 * DAY);
    const inFlight = `uploads/courses/${user.slug}/arriving.webp`;
    await stored(inFlight, 60_000);

    assert.equal(await run('storage-sweep'), orphans.length);
    assert.deepEqual(
      orphans.filter((key) => onDisk(key)),
      [],
    );
    assert.deepEqual(
      [...kept, inFlight].filter((key) => !onDisk(key)),
      [],
    );
  });

  it('removes a data-export ZIP with its row after seven days', async () => {
    const owner = await signedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/settings/data-export',
      headers: owner.session.headers,
    });
    const { Id } = res.json<{ Id: string }>();
    assert.equal(onDisk(`exports/${Id}.zip`), true);
    now = new Date(now.getTime() + 8 * DAY);
    await run('data-export-cleanup');
    assert.equal(onDisk(`exports/${Id}.zip`), false);
  });
});
