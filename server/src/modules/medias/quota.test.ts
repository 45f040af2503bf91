// The storage quota (docs/product/media.md#storage-quota): every upload counts against a total per person.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { STORAGE_TEXTS, type StorageUsage } from '@portal/shared-api/contract/medias';
import { createMedia } from './factory.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';

const KB = 1024;
const QUOTA = { user: 64 * KB, instructor: 10 * 1024 * KB };

/** One image file as the browser's FormData sends it, in the field `file`. */
function multipartImage(bytes: Buffer) {
  const boundary = `----quota${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="noise.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('the per-person upload quota', () => {
  let app: FastifyInstance;
  let png: Buffer;

  const upload = (who: SignedInUser) => {
    const { payload, contentType } = multipartImage(png);
    return app.inject({
      method: 'POST',
      url: '/api/upload?kind=image&purpose=cover',
      headers: { ...who.session.headers, 'content-type': contentType },
      payload,
    });
  };
  const uploadBase64 = (who: SignedInUser) =>
    app.inject({
      method: 'POST',
      url: '/api/medias',
      headers: who.session.headers,
      payload: {
        Username: 'noise.png',
        Hashname: png.toString('base64'),
        Extension: 'image/png',
        Size: png.length,
        SubDir: `courses/${who.user.slug}`,
      },
    });
  const storage = async (who: SignedInUser) =>
    (
      await app.inject({ method: 'GET', url: '/api/medias/storage', headers: who.session.headers })
    ).json<StorageUsage>();

  before(async () => {
    app = await createTestApp({ uploadQuotaBytes: QUOTA });
    // Noise does not compress: about 12 kB as PNG, and as WebP once stored.
    png = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
  });
  after(async () => {
    await app.close();
  });

  it('answers 413 with what is used when an upload would pass the quota, streamed or base64', async () => {
    const learner = await signedInUser(app);
    const used = QUOTA.user - 4 * KB;
    await createMedia(app.db, { ownerId: learner.user.id, content: Buffer.alloc(used) });
    const expected = STORAGE_TEXTS.quotaExceeded(used, QUOTA.user);
    assert.equal(
      expected,
      'This upload would take you past your storage quota of 64 kB (60 kB used). Delete files you no longer need, then try again.',
    );

    const streamed = await upload(learner);
    assert.equal(streamed.statusCode, 413);
    assert.equal(streamed.json().message, expected);
    const base64 = await uploadBase64(learner);
    assert.equal(base64.statusCode, 413);
    assert.equal(base64.json().message, expected);
    assert.deepEqual(await storage(learner), { UsedBytes: used, QuotaBytes: QUOTA.user });
  });

  it('stores an upload within the quota and counts it; an instructor’s quota is larger', async () => {
    const learner = await signedInUser(app);
    const stored = await upload(learner);
    assert.equal(stored.statusCode, 201, stored.body);
    const usage = await storage(learner);
    assert.ok(usage.UsedBytes > 0 && usage.UsedBytes < QUOTA.user);

    const instructor = await signedInUser(app, { role: 'instructor' });
    await createMedia(app.db, { ownerId: instructor.user.id, content: Buffer.alloc(QUOTA.user) });
    assert.equal((await uploadBase64(instructor)).statusCode, 201);
    assert.equal((await storage(instructor)).QuotaBytes, QUOTA.instructor);
  });
});
