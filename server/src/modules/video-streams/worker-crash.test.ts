// Workers that scale out (docs/product/deployment.md#workers): an API process that leaves transcoding to a
// separate worker process, and a worker that dies mid-transcode (with its ffmpeg, as a machine going down)
// whose job another worker takes again and finishes. PostgreSQL only: PGlite is one process's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { UploadedMedia } from '@portal/shared-api/contract/medias';
import { createUser } from '../users/factory.ts';
import { processSuite, testEngine } from '../../testing/database.ts';
import {
  sharedBackend,
  signInOver,
  startServer,
  startWorker,
  type Backend,
  type HttpSession,
  type ServerProcess,
} from '../../testing/processes.ts';
import { videoStreams } from './tables.ts';
import { makeClip } from './test-kit.ts';

// Dead workers are looked for every 2 s here (30 s by default); a heartbeat is missed after 10 s. ffmpeg
// runs at full priority: the test waits for it.
const FAST_SUPERVISION = { JOB_SUPERVISE_SECONDS: '2', TRANSCODE_NICE: '0' };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

describe('transcoding workers', processSuite(testEngine !== 'postgres' && 'PostgreSQL only'), () => {
  let backend: Backend;
  let api: ServerProcess;
  let session: HttpSession;

  before(async () => {
    backend = await sharedBackend();
    const author = await backend.withDb((db) => createUser(db, { role: 'instructor' }));
    api = await startServer(backend, { ROLE: 'api', ...FAST_SUPERVISION });
    session = await signInOver(api.url, author.email, author.password);
  });
  after(() => api?.stop());

  const media = async (id: string) =>
    (
      await fetch(`${api.url}/api/medias/${id}`, { headers: { cookie: session.cookie } })
    ).json() as Promise<UploadedMedia>;

  it('leaves the video processing on an API-only process, and a killed worker’s job is retried and finishes', async () => {
    const form = new FormData();
    const clip = await makeClip({ width: 1280, height: 720, seconds: 6 });
    form.append('file', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'lesson.mp4');
    const res = await fetch(`${api.url}/api/upload?kind=video&purpose=lesson`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: form,
    });
    assert.equal(res.status, 201, `${await res.clone().text()}\n${api.output()}`);
    const { Id } = (await res.json()) as UploadedMedia;
    assert.equal((await media(Id)).Status, 'processing', 'no process of the API transcodes');

    const first = await startWorker(backend, FAST_SUPERVISION);
    const started = await until(
      () => media(Id),
      (m) => (m.Progress ?? 0) > 0,
      60_000,
    );
    assert.ok((started.Progress ?? 0) > 0, `the first worker started: ${first.output()}`);
    await first.kill();
    assert.equal((await media(Id)).Status, 'processing', 'killed before it finished');
    // Its job is taken again once its heartbeat has lapsed (10 s): the next worker starts meanwhile.

    const second = await startWorker(backend, FAST_SUPERVISION);
    try {
      const done = await until(
        () => media(Id),
        (m) => m.Status === 'ready',
        120_000,
      );
      assert.equal(done.Status, 'ready', second.output());
      assert.deepEqual(
        done.Renditions.map((r) => r.Height),
        [720, 480, 360],
      );
      const manifest = await fetch(`${api.url}${done.ManifestUrl}`, { headers: { cookie: session.cookie } });
      assert.equal(manifest.status, 200);
      const [row] = await backend.withDb((db) =>
        db.select({ attempts: videoStreams.attempts }).from(videoStreams).where(eq(videoStreams.mediaId, Id)),
      );
      assert.ok(row!.attempts >= 2, `taken again after the crash (${row!.attempts} attempts)`);
    } finally {
      await second.kill();
    }
  });
});
