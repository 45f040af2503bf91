// Resumable uploads over tus 1.0 at /api/uploads/tus (docs/product/media.md#resumable-uploads), over real
// HTTP: a cut connection has to be a socket that really closes.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  MEDIA_TEXTS,
  UPLOAD_LIMITS,
  UPLOAD_TEXTS,
  type UploadedMedia,
} from '@portal/shared-api/contract/medias';
import { engineIndependent } from '../../testing/database.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { medias } from './tables.ts';

const SAMPLE_MP4 = new URL('../../../seed-assets/lesson-sample.mp4', import.meta.url);
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('tus uploads at /api/uploads/tus', engineIndependent, () => {
  let app: FastifyInstance;
  let base: string;
  let teacher: TestUser;
  let instructor: TestSession;
  let otherInstructor: TestSession;
  let student: TestSession;
  let mp4: Buffer;

  const send = (session: TestSession, method: string, path: string, headers = {}, body?: Buffer) =>
    fetch(base + path, { method, headers: { ...session.headers, ...TUS, ...headers }, body });
  const create = (session: TestSession, length: number, filename = 'Lesson 1.mp4') =>
    send(session, 'POST', '/api/uploads/tus', {
      'upload-length': String(length),
      'upload-metadata': `filename ${b64(filename)}`,
    });
  const patch = (session: TestSession, location: string, offset: number, bytes: Buffer) =>
    send(
      session,
      'PATCH',
      location,
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      bytes,
    );
  const offsetOf = async (session: TestSession, location: string) => {
    const res = await send(session, 'HEAD', location);
    assert.equal(res.status, 200);
    return Number(res.headers.get('upload-offset'));
  };
  const tusFiles = async () => readdir(join(app.config.uploadDir, '.tus')).catch(() => [] as string[]);
  const mediaCount = async () =>
    (await app.db.select({ id: medias.id }).from(medias).where(eq(medias.ownerId, teacher.id))).length;

  /** Sends the first `sent` bytes of a PATCH that announced all of `bytes`, then drops the connection. */
  async function cutPatch(session: TestSession, location: string, bytes: Buffer, sent: number) {
    const { port } = new URL(base);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'PATCH',
        path: location,
        headers: {
          ...session.headers,
          ...TUS,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bytes.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(bytes.subarray(0, sent), () => {
        // Long enough for the bytes to reach the store, then the connection is gone mid-body.
        setTimeout(() => req.destroy(), 300);
      });
    });
  }

  before(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    teacher = await createUser(app.db, { role: 'instructor' });
    instructor = await signIn(app, teacher.email, teacher.password);
    const other = await createUser(app.db, { role: 'instructor' });
    otherInstructor = await signIn(app, other.email, other.password);
    const learner = await createUser(app.db);
    student = await signIn(app, learner.email, learner.password);
    mp4 = await readFile(SAMPLE_MP4);
  });
  after(() => app.close());

  it('creates an instructor’s upload: 201 with its Location and the offset at 0', async () => {
    const res = await create(instructor, mp4.length);
    assert.equal(res.status, 201, await res.text());
    const location = res.headers.get('location') ?? '';
    assert.match(location, /^\/api\/uploads\/tus\/[0-9a-f]{32}$/);
    assert.equal(await offsetOf(instructor, location), 0);
    assert.ok(res.headers.get('upload-expires'), 'an unfinished upload says when it expires');
  });

  it('refuses a learner with the video message (403) and keeps nothing', async () => {
    const before = await tusFiles();
    const res = await create(student, mp4.length);
    assert.equal(res.status, 403);
    assert.equal(await messageOf(res), MEDIA_TEXTS.videoForbidden);
    assert.deepEqual(await tusFiles(), before);
  });

  it('refuses more than 500 MB at creation with the size message (413)', async () => {
    const res = await create(instructor, UPLOAD_LIMITS.videoBytes + 1);
    assert.equal(res.status, 413);
    assert.equal(await messageOf(res), UPLOAD_TEXTS.videoTooLarge);
  });

  it('refuses a deferred length, an empty file and metadata other than the name (400)', async () => {
    const deferred = await send(instructor, 'POST', '/api/uploads/tus', { 'upload-defer-length': '1' });
    assert.equal(deferred.status, 400);
    assert.equal(await messageOf(deferred), MEDIA_TEXTS.uploadLength);
    const empty = await create(instructor, 0);
    assert.equal(empty.status, 400);
    assert.equal(await messageOf(empty), MEDIA_TEXTS.emptyFile);
    const owner = await send(instructor, 'POST', '/api/uploads/tus', {
      'upload-length': '10',
      'upload-metadata': `filename ${b64('a.mp4')},owner ${b64('someone')}`,
    });
    assert.equal(owner.status, 400);
    assert.equal(await messageOf(owner), MEDIA_TEXTS.uploadMetadata);
  });

  it('refuses a PATCH without the CSRF header (403)', async () => {
    const location = (await create(instructor, mp4.length)).headers.get('location') ?? '';
    const res = await fetch(base + location, {
      method: 'PATCH',
      headers: {
        cookie: instructor.headers.cookie,
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: mp4.subarray(0, 10),
    });
    assert.equal(res.status, 403);
    assert.equal(await offsetOf(instructor, location), 0);
  });

  it('survives a connection cut mid-chunk: HEAD gives the kept offset, a PATCH from there finishes', async () => {
    const location = (await create(instructor, mp4.length, 'Cut lesson.mp4')).headers.get('location') ?? '';
    const half = Math.floor(mp4.length / 2);
    await cutPatch(instructor, location, mp4, half);

    // The server notices the closed socket and keeps what arrived, all of it from the first byte on.
    let kept = 0;
    for (let i = 0; i < 50 && kept === 0; i++) {
      kept = await offsetOf(instructor, location);
      if (kept === 0) await sleep(50);
    }
    assert.ok(kept > 0 && kept <= half, `kept ${kept} of ${half}`);
    const id = location.split('/').pop() ?? '';
    assert.deepEqual(await readFile(join(app.config.uploadDir, '.tus', id)), mp4.subarray(0, kept));

    const rest = await patch(instructor, location, kept, mp4.subarray(kept));
    assert.equal(rest.status, 200, await rest.clone().text());
    assert.equal(rest.headers.get('upload-offset'), String(mp4.length));
    const media = (await rest.json()) as UploadedMedia;
    assert.equal(rest.headers.get('upload-media-id'), media.Id);
    assert.equal(media.Kind, 'video');
    assert.equal(media.Status, 'processing');
    assert.equal(media.Username, 'Cut lesson.mp4');
    assert.equal(media.Size, mp4.length);
    assert.ok(Math.abs((media.DurationSeconds ?? 0) - 12) < 0.1, `duration ${media.DurationSeconds}`);

    // The stored file is the whole video; the upload is gone from tus.
    const stored = await app.inject({ method: 'GET', url: media.url, headers: instructor.headers });
    assert.equal(stored.statusCode, 200);
    assert.deepEqual(stored.rawPayload, mp4);
    assert.equal((await send(instructor, 'HEAD', location)).status, 404);
    assert.ok(!(await tusFiles()).some((name) => name.startsWith(id)));
  });

  it('answers another instructor’s HEAD, PATCH and DELETE on an upload with 404', async () => {
    const location = (await create(instructor, mp4.length)).headers.get('location') ?? '';
    await patch(instructor, location, 0, mp4.subarray(0, 1000));
    assert.equal((await send(otherInstructor, 'HEAD', location)).status, 404);
    const other = await patch(otherInstructor, location, 1000, mp4.subarray(1000, 2000));
    assert.equal(other.status, 404);
    assert.equal(await messageOf(other), MEDIA_TEXTS.notFound);
    assert.equal((await send(otherInstructor, 'DELETE', location)).status, 404);
    assert.equal((await send(student, 'HEAD', location)).status, 404);
    assert.equal(await offsetOf(instructor, location), 1000);
    // The owner may end it.
    assert.equal((await send(instructor, 'DELETE', location)).status, 204);
    assert.equal((await send(instructor, 'HEAD', location)).status, 404);
  });

  it('refuses a finished file that is not a video (415) and records nothing', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const count = await mediaCount();
    const location = (await create(instructor, png.length, 'clip.mp4')).headers.get('location') ?? '';
    const res = await patch(instructor, location, 0, png);
    assert.equal(res.status, 415);
    assert.equal(await messageOf(res), UPLOAD_TEXTS.videoWrongType);
    assert.equal(await mediaCount(), count);
    assert.deepEqual(await readdir(join(app.config.uploadDir, '.incoming')), []);
    assert.equal((await send(instructor, 'HEAD', location)).status, 404);
  });

  it('removes partial uploads a day old', async () => {
    const { expireTusUploads } = await import('./index.ts');
    const location = (await create(instructor, mp4.length)).headers.get('location') ?? '';
    const id = location.split('/').pop() ?? '';
    const day = 24 * 60 * 60 * 1000;
    mock.timers.enable({ apis: ['Date'], now: Date.now() + day + 60_000 });
    try {
      assert.ok((await expireTusUploads(app.deps)) >= 1);
    } finally {
      mock.timers.reset();
    }
    assert.ok(!(await tusFiles()).some((name) => name.startsWith(id)));
  });
});
