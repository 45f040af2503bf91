// The transcoding job end to end on one process (role 'all', jobs inline): an upload becomes a DASH ladder
// of the player's heights up to the source's, with a download file and a server-made poster, and the API
// says so (docs/product/media.md#transcoding). Once per run: what it checks is ffmpeg's output and the files;
// its SQL is plain reads and writes, and the worker test runs the same job on PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { UploadedMedia } from '@portal/shared-api/contract/medias';
import { createUser } from '../users/factory.ts';
import { engineIndependent } from '../../testing/database.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';
import { multipart } from '../../testing/multipart.ts';
import { makeClip } from './test-kit.ts';

describe('transcoding an uploaded lesson video', engineIndependent, () => {
  let app: FastifyInstance;
  let author: TestSession;
  let other: TestSession;

  const upload = async (session: TestSession, body: Buffer, filename = 'lesson.mp4') => {
    const { payload, contentType } = multipart([{ name: 'file', filename, type: 'video/mp4', body }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload?kind=video&purpose=lesson',
      headers: { ...session.headers, 'content-type': contentType },
      payload,
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<UploadedMedia>();
  };
  const get = (session: TestSession, url: string) =>
    app.inject({ method: 'GET', url, headers: session.headers });

  before(async () => {
    app = await createTestApp({ role: 'all' });
    const teacher = await createUser(app.db, { role: 'instructor' });
    author = await signIn(app, teacher.email, teacher.password);
    const stranger = await createUser(app.db, { role: 'instructor' });
    other = await signIn(app, stranger.email, stranger.password);
  });
  after(() => app.close());

  it('makes a 1080p source into 1080, 720, 480 and 360 with a manifest, a download file and a 16:9 poster', async () => {
    const media = await upload(author, await makeClip({ width: 1920, height: 1080, seconds: 1 }));
    const res = await get(author, `/api/medias/${media.Id}`);
    assert.equal(res.statusCode, 200);
    const video = res.json<UploadedMedia>();
    assert.equal(video.Status, 'ready');
    assert.equal(video.Progress, 100);
    assert.deepEqual(
      video.Renditions.map((r) => r.Height),
      [1080, 720, 480, 360],
    );
    assert.ok(video.ManifestUrl?.endsWith('/manifest.mpd'));
    const manifest = await get(author, video.ManifestUrl!);
    assert.equal(manifest.statusCode, 200);
    assert.match(manifest.headers['content-type'] as string, /dash\+xml/);
    assert.equal((manifest.body.match(/<Representation /g) ?? []).length, 5, 'four renditions and the sound');
    const download = await get(author, video.DownloadUrl!);
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'video/mp4');
    assert.ok(video.PosterUrl, 'the server made a poster');
    const poster = await get(author, video.PosterUrl!);
    const { width, height, format } = await sharp(poster.rawPayload).metadata();
    assert.deepEqual({ width, height, format }, { width: 1280, height: 720, format: 'jpeg' });
  });

  it('never upscales (a 480p source gets 480 and 360 only), and keeps the stream to its author until a course publishes it', async () => {
    const media = await upload(author, await makeClip({ width: 854, height: 480, seconds: 1, audio: false }));
    const video = (await get(author, `/api/medias/${media.Id}`)).json<UploadedMedia>();
    assert.equal(video.Status, 'ready');
    assert.deepEqual(
      video.Renditions.map((r) => r.Height),
      [480, 360],
    );
    assert.equal((await get(other, video.ManifestUrl!)).statusCode, 404);
    assert.equal((await get(other, `/api/medias/${media.Id}`)).statusCode, 404);
  });
});
