import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createCourse } from '../../modules/catalog/factory.ts';
import { createEnrollment } from '../../modules/enrollments/factory.ts';
import { createMedia, type TestMedia } from '../../modules/medias/factory.ts';
import { createUser, type TestUser } from '../../modules/users/factory.ts';
import { createTestApp, signIn } from '../../testing/app.ts';

describe('static hosting', () => {
  let app: FastifyInstance;
  let author: TestUser;
  let learner: TestUser;
  let stranger: TestUser;
  let video: TestMedia;
  let captions: TestMedia;
  const bundle = `console.log(${JSON.stringify('compressible '.repeat(400))});`;
  before(async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-static-'));
    const shellDist = join(root, 'shell');
    const staticRoot = join(root, 'deploy');
    mkdirSync(shellDist, { recursive: true });
    mkdirSync(join(staticRoot, 'remotes', 'learning', '1.0.0-abc'), { recursive: true });
    writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>Academy Portal</title>');
    writeFileSync(join(shellDist, 'main.0123abcd.js'), 'console.log(1)');
    writeFileSync(join(shellDist, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(join(shellDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Academy Portal' }));
    // What the build writes: a text asset and its Brotli and gzip siblings.
    writeFileSync(join(shellDist, 'chunk.89abcdef.js'), bundle);
    writeFileSync(join(shellDist, 'chunk.89abcdef.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(shellDist, 'chunk.89abcdef.js.gz'), gzipSync(bundle));
    writeFileSync(join(staticRoot, 'registry.json'), JSON.stringify({ remotes: [] }));
    writeFileSync(join(staticRoot, 'remotes', 'learning', '1.0.0-abc', 'mf-manifest.json'), '{}');
    writeFileSync(join(staticRoot, 'remotes', 'learning', '1.0.0-abc', 'app.js'), 'x'.repeat(1000));
    const uploadDir = join(root, 'uploads');
    app = await createTestApp({ shellDist, staticRoot, uploadDir });
    author = await createUser(app.db, { role: 'instructor' });
    learner = await createUser(app.db);
    stranger = await createUser(app.db);
    // Free: enrolment alone lets the learner follow it (a paid one would also need a purchase or a plan).
    const course = await createCourse(app.db, { instructorId: author.id, priceCents: 0 });
    await createEnrollment(app.db, learner, course);
    video = await createMedia(app.db, {
      ownerId: author.id,
      courseId: course.id,
      visibility: 'course',
      subDir: 'courses',
      hashname: 'lesson.mp4',
      extension: 'video/mp4',
      content: Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)),
      uploadDir,
    });
    captions = await createMedia(app.db, {
      ownerId: author.id,
      visibility: 'public',
      subDir: 'courses',
      hashname: 'captions.vtt',
      extension: 'text/vtt',
      content: Buffer.from(`WEBVTT\n\n${'00:00.000 --> 00:01.000\nHello\n\n'.repeat(100)}`),
      uploadDir,
    });
  });

  it('sends the Brotli sibling of a built asset to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const url = '/chunk.89abcdef.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), bundle);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), bundle);
    const plain = await app.inject({ method: 'GET', url });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, bundle);
  });

  it('compresses JSON answers above 1 KB, and never a Range answer of a media file', async () => {
    const doc = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(doc.headers['content-encoding'], 'gzip');
    assert.ok(JSON.parse(gunzipSync(doc.rawPayload).toString()).paths);
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(small.headers['content-encoding'], undefined);
    const range = await app.inject({
      method: 'GET',
      url: captions.url,
      headers: { range: 'bytes=0-99', 'accept-encoding': 'gzip, br' },
    });
    assert.equal(range.statusCode, 206);
    assert.equal(range.headers['content-encoding'], undefined);
    assert.equal(range.rawPayload.length, 100);
  });
  after(() => app.close());

  it('answers client routes with the shell’s index.html, not cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/user/orders/42', headers: { accept: 'text/html' } });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /Academy Portal/);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('serves hashed assets as immutable and entry files as no-cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/learning/1.0.0-abc/mf-manifest.json' });
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const registry = await app.inject({ method: 'GET', url: '/registry.json' });
    assert.equal(registry.statusCode, 200);
    assert.equal(registry.headers['cache-control'], 'no-cache');
  });

  it('serves the service worker and the shell it stores uncached, and the web app manifest with its type', async () => {
    const shell = await app.inject({ method: 'GET', url: '/index.html' });
    assert.equal(shell.statusCode, 200, 'the shell the worker precaches');
    assert.equal(shell.headers['cache-control'], 'no-cache');
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    assert.equal(worker.statusCode, 200);
    assert.equal(worker.headers['cache-control'], 'no-cache');
    assert.equal(worker.headers['service-worker-allowed'], '/');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    assert.equal(manifest.statusCode, 200);
    assert.match(String(manifest.headers['content-type']), /^application\/manifest\+json/);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
  });

  it('answers unknown API routes and missing files with a JSON 404, not the shell', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().statusCode, 404);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/remotes/learning/%2e%2e/%2e%2e/%2e%2e/package.json' }))
        .statusCode,
      404,
    );
    assert.equal((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode, 404);
  });

  it('serves byte ranges of course media to the course’s author and enrolled students', async () => {
    for (const who of [author, learner]) {
      const session = await signIn(app, who.email, who.password);
      const res = await app.inject({
        method: 'GET',
        url: video.url,
        headers: { ...session.headers, range: 'bytes=0-99' },
      });
      assert.equal(res.statusCode, 206, who.role);
      assert.equal(res.rawPayload.length, 100);
      assert.equal(res.rawPayload[99], 99);
      assert.match(String(res.headers['content-range']), /^bytes 0-99\/1000$/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    }
  });

  it('answers an escaped percent sign in a media path with 404, not a server error', async () => {
    // The router decodes %25 to %; a second decoding met a malformed escape and answered 500.
    for (const url of [
      '/public/upload/videos/%25ZZ.mp4',
      '/public/upload/%25/a',
      '/public/upload/%252e%252e/x',
    ])
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404, url);
    // A malformed escape as sent never reaches the route: the router answers 400.
    assert.equal((await app.inject({ method: 'GET', url: '/public/upload/videos/%ZZ.mp4' })).statusCode, 400);
  });

  it('answers 404 for course media to signed-out visitors and users not enrolled', async () => {
    assert.equal((await app.inject({ method: 'GET', url: video.url })).statusCode, 404, 'signed out');
    const session = await signIn(app, stranger.email, stranger.password);
    const res = await app.inject({ method: 'GET', url: video.url, headers: session.headers });
    assert.equal(res.statusCode, 404, 'not enrolled');
  });

  it('sends security headers with a CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    assert.match(String(res.headers['content-security-policy']), /object-src 'none'/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });

  it('documents the API at /api/openapi.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().paths['/api/users/{slug}']);
  });
});
