// Retry (POST /api/medias/{id}/transcode, docs/product/media.md#transcoding): a video that failed is queued
// again, a ready or processing one is refused with 409, another user's is a 404 and an image a 400.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MEDIA_TEXTS, type UploadedMedia } from '@portal/shared-api/contract/medias';
import { createUser } from '../users/factory.ts';
import { engineIndependent } from '../../testing/database.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';
import { multipart } from '../../testing/multipart.ts';
import { videoStreams } from './tables.ts';
import { makeClip } from './test-kit.ts';
import { TRANSCODE_ERRORS } from './transcode.ts';

describe('POST /api/medias/{id}/transcode (Retry)', engineIndependent, () => {
  let app: FastifyInstance;
  let author: TestSession;
  let other: TestSession;
  let clip: Buffer;

  const upload = async (body: Buffer, kind: 'video' | 'image', type: string, filename: string) => {
    const { payload, contentType } = multipart([{ name: 'file', filename, type, body }]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/upload?kind=${kind}${kind === 'video' ? '&purpose=lesson' : ''}`,
      headers: { ...author.headers, 'content-type': contentType },
      payload,
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<UploadedMedia>();
  };
  const retry = (session: TestSession, id: string) =>
    app.inject({ method: 'POST', url: `/api/medias/${id}/transcode`, headers: session.headers });
  const attempts = async (id: string) =>
    (await app.db.select().from(videoStreams).where(eq(videoStreams.mediaId, id)))[0]?.attempts;

  before(async () => {
    app = await createTestApp({ role: 'all' });
    const teacher = await createUser(app.db, { role: 'instructor' });
    author = await signIn(app, teacher.email, teacher.password);
    const stranger = await createUser(app.db, { role: 'instructor' });
    other = await signIn(app, stranger.email, stranger.password);
    clip = await makeClip({ width: 640, height: 360, seconds: 1 });
  });
  after(() => app.close());

  it('fails a video ffmpeg cannot read with the reason, and Retry queues it again', async () => {
    // The start of a real MP4 passes the upload's sniff; without its index nothing can decode it.
    const broken = await upload(clip.subarray(0, 4096), 'video', 'video/mp4', 'broken.mp4');
    assert.equal(broken.Status, 'failed');
    assert.equal(broken.Error, TRANSCODE_ERRORS.unreadable);
    assert.equal(await attempts(broken.Id), 1);

    const res = await retry(author, broken.Id);
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(res.json<UploadedMedia>().Id, broken.Id);
    // Jobs run inline here: the second attempt has run, and failed for the same reason.
    assert.equal(await attempts(broken.Id), 2);
    assert.equal(res.json<UploadedMedia>().Status, 'failed');
    assert.equal(res.json<UploadedMedia>().Error, TRANSCODE_ERRORS.unreadable);
  });

  it('refuses a ready video or one still processing with 409', async () => {
    const video = await upload(clip, 'video', 'video/mp4', 'lesson.mp4');
    assert.equal(video.Status, 'ready');
    const ready = await retry(author, video.Id);
    assert.equal(ready.statusCode, 409);
    assert.equal(ready.json<{ message: string }>().message, MEDIA_TEXTS.alreadyReady);

    await app.db.update(videoStreams).set({ status: 'processing' }).where(eq(videoStreams.mediaId, video.Id));
    const busy = await retry(author, video.Id);
    assert.equal(busy.statusCode, 409);
    assert.equal(busy.json<{ message: string }>().message, MEDIA_TEXTS.alreadyProcessing);
  });

  it('transcodes a video from before transcoding (no stream yet)', async () => {
    const video = await upload(clip, 'video', 'video/mp4', 'old.mp4');
    await app.db.delete(videoStreams).where(eq(videoStreams.mediaId, video.Id));
    const res = await retry(author, video.Id);
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(res.json<UploadedMedia>().Status, 'ready');
  });

  it('answers another user’s video with 404 and an image with 400', async () => {
    const broken = await upload(clip.subarray(0, 4096), 'video', 'video/mp4', 'mine.mp4');
    const stranger = await retry(other, broken.Id);
    assert.equal(stranger.statusCode, 404);
    assert.equal(stranger.json<{ message: string }>().message, MEDIA_TEXTS.notFound);
    assert.equal(await attempts(broken.Id), 1, 'nothing was queued');

    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const image = await upload(png, 'image', 'image/png', 'cover.png');
    const res = await retry(author, image.Id);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json<{ message: string }>().message, MEDIA_TEXTS.notAVideo);
  });
});
