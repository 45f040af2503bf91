// Uploads through an S3-compatible object store (S3_BUCKET; s3rver started by this file): the file lands in
// the bucket, not on this machine's disk, and /public/upload streams it back with Range support.
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { UploadedMedia } from '@portal/shared-api/contract/medias';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';
import { multipart } from '../../testing/multipart.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3.ts';
import { s3Store } from '../../platform/storage/s3.ts';
import { engineIndependent } from '../../testing/database.ts';

const SAMPLE_MP4 = new URL('../../../seed-assets/lesson-sample.mp4', import.meta.url);

describe('uploads on an S3-compatible store', engineIndependent, () => {
  let s3: LocalS3;
  let app: FastifyInstance;
  let author: SignedInUser;

  before(async () => {
    s3 = await startLocalS3();
    app = await createTestApp({ s3: s3.settings });
    author = await signedInUser(app, { role: 'instructor' });
  });
  after(async () => {
    await app.close();
    await s3.stop();
  });

  it('stores a video in the bucket and sends its owner the byte range asked for', async () => {
    const mp4 = await readFile(SAMPLE_MP4);
    const { payload, contentType } = multipart([
      { name: 'file', filename: 'lesson.mp4', type: 'video/mp4', body: mp4 },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload?kind=video',
      headers: { ...author.session.headers, 'content-type': contentType },
      payload,
    });
    assert.equal(res.statusCode, 201, res.body);
    const media = res.json<UploadedMedia>();
    const inBucket = await s3Store(s3.settings).stat(`uploads/${media.SubDir}/${media.Hashname}`);
    assert.equal(inBucket?.size, mp4.length);
    // Nothing stays on the API's disk but the (empty) folder uploads arrive in.
    assert.deepEqual(await readdir(app.config.uploadDir, { recursive: true }), ['.incoming']);

    const range = await app.inject({
      method: 'GET',
      url: media.url,
      headers: { ...author.session.headers, range: 'bytes=100-1099' },
    });
    assert.equal(range.statusCode, 206, range.body);
    assert.equal(range.headers['content-range'], `bytes 100-1099/${mp4.length}`);
    assert.equal(range.headers['content-type'], 'video/mp4');
    assert.deepEqual(range.rawPayload, mp4.subarray(100, 1100));
    const stranger = await signedInUser(app);
    const refused = await app.inject({ method: 'GET', url: media.url, headers: stranger.session.headers });
    assert.equal(refused.statusCode, 404);
  });
});
