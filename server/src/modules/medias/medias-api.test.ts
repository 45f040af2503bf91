// The Media API (docs/product/media.md#api): the caller's own files by Id and Slug, public files by slug,
// rename and delete.
import assert from 'node:assert/strict';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const SAMPLE_MP4 = new URL('../../../seed-assets/lesson-sample.mp4', import.meta.url);

function multipart(filename: string, body: Buffer) {
  const boundary = '----portalmediatest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('Media API', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let mine: TestSession;
  let theirs: TestSession;
  let png: Buffer;
  let mp4: Buffer;

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, session = mine, payload?: object) =>
    app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const upload = async (query: string, filename: string, body: Buffer, session = mine) => {
    const { payload, contentType } = multipart(filename, body);
    const res = await app.inject({
      method: 'POST',
      url: `/api/upload?${query}`,
      headers: { ...session.headers, 'content-type': contentType },
      payload,
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const onDisk = (media: { SubDir: string; Hashname: string }) =>
    access(join(app.config.uploadDir, media.SubDir, media.Hashname)).then(
      () => true,
      () => false,
    );

  before(async () => {
    app = await createTestApp();
    owner = await createUser(app.db, { role: 'instructor' });
    mine = await signIn(app, owner.email, owner.password);
    const other = await createUser(app.db, { role: 'instructor' });
    theirs = await signIn(app, other.email, other.password);
    png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    mp4 = await readFile(SAMPLE_MP4);
  });
  after(() => app.close());

  it('reads one of my files by Id; another user’s file, or a malformed Id, is a 404', async () => {
    const cover = await upload('kind=image', 'cover.png', png);
    const res = await call('GET', `/api/medias/${cover.Id}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), cover);
    assert.equal((await call('GET', `/api/medias/${cover.Id}`, theirs)).statusCode, 404);
    assert.equal((await call('GET', '/api/medias/not-a-uuid')).statusCode, 404);
    assert.equal((await call('GET', `/api/medias/${cover.Id}`, await anonymous(app))).statusCode, 401);
  });

  it('lists my files newest first, paged, filtered by kind, with a video’s poster on the video and not alone', async () => {
    const video = await upload('kind=video', 'lesson.mp4', mp4);
    const poster = await upload(`kind=image&purpose=poster&posterFor=${video.Id}`, 'lesson-poster.png', png);
    const newest = await upload('kind=image&purpose=post', 'post.png', png);
    await upload('kind=image', 'theirs.png', png, theirs);

    const page = (await call('GET', '/api/medias?take=2')).json();
    assert.deepEqual(
      page.items.map((m: { Id: string }) => m.Id),
      [newest.Id, video.Id],
    );
    assert.equal(page.items[1].PosterUrl, poster.url);
    const all = (await call('GET', '/api/medias?take=50')).json();
    assert.equal(all.total, all.items.length);
    assert.ok(
      !all.items.some((m: { Id: string }) => m.Id === poster.Id),
      'the poster is listed with its video',
    );
    assert.ok(all.items.every((m: { Username: string }) => m.Username !== 'theirs.png'));
    const next = (await call('GET', '/api/medias?take=2&skip=2')).json();
    assert.equal(next.items[0]?.Id, all.items[2]?.Id);
    const videos = (await call('GET', '/api/medias?kind=video')).json();
    assert.ok(videos.items.length > 0 && videos.items.every((m: { Kind: string }) => m.Kind === 'video'));
    assert.equal((await call('GET', '/api/medias?owner=x')).statusCode, 400);
  });

  it('reads a public file by slug for anyone, and answers 404 for a private one', async () => {
    const post = await upload('kind=image&purpose=post', 'public.png', png);
    const course = await upload('kind=image', 'private.png', png);
    const visitor = await anonymous(app);
    const res = await call('GET', `/api/medias/public/${post.Slug}`, visitor);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().url, post.url);
    assert.equal((await call('GET', `/api/medias/public/${course.Slug}`, visitor)).statusCode, 404);
  });

  it('renames my file (only the name shown) and refuses other fields and other users’ files', async () => {
    const cover = await upload('kind=image', 'old.png', png);
    const res = await call('PUT', `/api/medias/${cover.Slug}`, mine, { Username: '  New name.png ' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().Username, 'New name.png');
    assert.equal(res.json().Hashname, cover.Hashname);
    const sneaky = await call('PUT', `/api/medias/${cover.Slug}`, mine, {
      Username: 'x',
      SubDir: 'elsewhere',
    });
    assert.equal(sneaky.statusCode, 400);
    assert.equal((await call('PUT', `/api/medias/${cover.Slug}`, mine, { Username: '   ' })).statusCode, 400);
    assert.equal(
      (await call('PUT', `/api/medias/${cover.Slug}`, theirs, { Username: 'mine now' })).statusCode,
      404,
    );
    assert.equal((await call('GET', `/api/medias/${cover.Id}`)).json().Username, 'New name.png');
  });

  it('deletes my video with its file and its poster; another user cannot', async () => {
    const video = await upload('kind=video', 'gone.mp4', mp4);
    const poster = await upload(`kind=image&purpose=poster&posterFor=${video.Id}`, 'gone.png', png);
    assert.equal((await call('DELETE', `/api/medias/${video.Slug}`, theirs)).statusCode, 404);
    assert.equal(await onDisk(video), true);

    assert.equal((await call('DELETE', `/api/medias/${video.Slug}`)).statusCode, 204);
    assert.equal(await onDisk(video), false);
    assert.equal(await onDisk(poster), false);
    assert.equal((await call('GET', `/api/medias/${video.Id}`)).statusCode, 404);
    assert.equal((await call('GET', `/api/medias/${poster.Id}`)).statusCode, 404);
    assert.equal(
      (await app.inject({ method: 'GET', url: video.url, headers: mine.headers })).statusCode,
      404,
    );
    assert.equal((await call('DELETE', `/api/medias/${video.Slug}`)).statusCode, 404);
  });

  it('POST /api/medias stores a base64 image in my course folder, and refuses another user’s folder', async () => {
    const body = (SubDir: string, extra: object = {}) => ({
      Username: 'cover.png',
      Hashname: png.toString('base64'),
      Extension: 'image/png',
      Size: png.length,
      SubDir,
      ...extra,
    });
    const res = await call('POST', '/api/medias', mine, body(`courses/${owner.slug}`));
    assert.equal(res.statusCode, 201, res.body);
    const { media } = res.json();
    assert.equal(media.Extension, 'image/webp');
    assert.equal(media.SubDir, `courses/${owner.slug}`);
    assert.equal(await onDisk(media), true);
    assert.equal((await call('POST', '/api/medias', theirs, body(`courses/${owner.slug}`))).statusCode, 403);
    assert.equal((await call('POST', '/api/medias', mine, body('courses/../etc'))).statusCode, 403);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const refused = await call('POST', '/api/medias', mine, body(`posts/${owner.slug}`, { Hashname: svg }));
    assert.equal(refused.statusCode, 415);
  });
});
