import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, demo, signIn } from './helpers.ts';

describe('static hosting', () => {
  let app: FastifyInstance;
  before(async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-static-'));
    const shellDist = join(root, 'shell');
    const staticRoot = join(root, 'deploy');
    mkdirSync(shellDist, { recursive: true });
    mkdirSync(join(staticRoot, 'remotes', 'learning', '1.0.0-abc'), { recursive: true });
    writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>Academy Portal</title>');
    writeFileSync(join(shellDist, 'main.0123abcd.js'), 'console.log(1)');
    writeFileSync(join(staticRoot, 'registry.json'), JSON.stringify({ remotes: [] }));
    writeFileSync(join(staticRoot, 'remotes', 'learning', '1.0.0-abc', 'mf-manifest.json'), '{}');
    writeFileSync(join(staticRoot, 'remotes', 'learning', '1.0.0-abc', 'app.js'), 'x'.repeat(1000));
    app = await createTestApp({ seed: true, shellDist, staticRoot });
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

  it('serves byte ranges of course media to enrolled users, and nothing to strangers', async () => {
    const session = await signIn(app, demo.student.email, demo.student.password);
    const dashboard = (
      await app.inject({ method: 'GET', url: '/api/dashboard', headers: session.headers })
    ).json();
    assert.ok(dashboard.recentCourses.length > 0);
    const { medias } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [video] = await app.db.select().from(medias).where(eq(medias.extension, 'video/mp4')).limit(1);
    assert.ok(video, 'the seed ships a video');
    const url = `/public/upload/${video.subDir}/${video.hashname}`;
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404, 'signed out');
    const author = await signIn(app, demo.instructor.email, demo.instructor.password);
    const allowed = [session, author];
    let served = 0;
    for (const who of allowed) {
      const res = await app.inject({ method: 'GET', url, headers: { ...who.headers, range: 'bytes=0-99' } });
      if (res.statusCode === 206) {
        served += 1;
        assert.equal(res.rawPayload.length, 100);
        assert.match(String(res.headers['content-range']), /^bytes 0-99\//);
      }
    }
    assert.ok(served >= 1, 'the course’s author or an enrolled student gets a 206');
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
