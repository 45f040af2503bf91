import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createUser, type TestUser } from '../../modules/users/factory.ts';
import { createTestApp, signIn } from '../../testing/app.ts';

const bootData = (html: string) => {
  const json = /<script type="application\/json" id="portal-boot">(.*?)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'the page carries its boot data');
  return JSON.parse(json) as { registry: { remotes: { name: string }[] }; user: { Email?: string } | null };
};

describe('the page HTML for a route', () => {
  let app: FastifyInstance;
  let student: TestUser;
  const remote = '/remotes/learning/1.0.0-abc';
  before(async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-html-'));
    const shellDist = join(root, 'shell');
    const staticRoot = join(root, 'deploy');
    const folder = join(staticRoot, 'remotes', 'learning', '1.0.0-abc');
    mkdirSync(join(shellDist, 'sign-in'), { recursive: true });
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(shellDist, 'index.html'), '<!doctype html><head><title>Academy Portal</title></head>');
    writeFileSync(join(shellDist, 'sign-in', 'index.html'), '<!doctype html><title>Sign in</title>');
    const needs = (files: string[], shared: string[] = []) => ({ files, shared });
    writeFileSync(
      join(shellDist, 'preload-manifest.json'),
      JSON.stringify({
        groups: { main: needs(['main.js']), 'portal-frame': needs(['frame.1234abcd.js']) },
        pages: {},
        // The design system's chunk, which every shared-ui entry needs and mf-manifest.json does not name.
        provided: { '@portal/shared-ui/forms': ['chakra.1234abcd.js', 'forms.js'] },
      }),
    );
    const provided = (name: string, file: string) => ({ name, assets: { js: { sync: [file] } } });
    writeFileSync(
      join(shellDist, 'mf-manifest.json'),
      JSON.stringify({
        shared: [
          provided('@portal/shared-ui/forms', 'forms.js'),
          provided('@portal/shared-api/dashboard', 'dashboard-api.js'),
          provided('@portal/shared-api/player', 'player-api.js'),
        ],
      }),
    );
    const registry = {
      remotes: [
        {
          name: 'learning',
          entry: `${remote}/mf-manifest.json`,
          // A value that would end the script element if it were written as it is.
          version: '</script><script>alert(1)</script>',
          routes: [
            { path: '/user', access: 'user' },
            { path: '/user/courses/:courseSlug/read', access: 'user' },
            { path: '/courses/:slug', access: 'public' },
          ],
          enabled: true,
        },
      ],
    };
    writeFileSync(join(staticRoot, 'registry.json'), JSON.stringify(registry));
    writeFileSync(
      join(folder, 'preload-manifest.json'),
      JSON.stringify({
        groups: { __federation_expose_App: needs(['expose.js']) },
        provided: {
          '@portal/shared-api/dashboard': ['own-dashboard-api.js'],
          '@portal/shared-api/enrollments': ['enrollments-api.js'],
        },
        pages: {
          '/user': {
            ...needs(['dashboard.js'], ['@portal/shared-api/dashboard', '@portal/shared-api/enrollments']),
            data: ['/api/dashboard'],
          },
          '/courses/:slug': { ...needs(['course.js']), data: ['/api/courses/:slug'] },
          '/user/courses/:courseSlug/read': needs(['player.js'], ['@portal/shared-api/player']),
        },
      }),
    );
    app = await createTestApp({ shellDist, staticRoot });
    student = await createUser(app.db, { firstname: 'Dana' });
  });
  after(() => app.close());

  it('carries the registry, safely escaped, and no user for a signed-out visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/user' });
    assert.equal(res.statusCode, 200);
    assert.doesNotMatch(res.body, /<\/script><script>alert/);
    const data = bootData(res.body);
    assert.equal(data.registry.remotes[0]?.name, 'learning');
    assert.equal(data.user, null);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('carries the signed-in user of the request’s own session and is never stored', async () => {
    const session = await signIn(app, student.email, student.password);
    const res = await app.inject({ method: 'GET', url: '/user', headers: session.headers });
    assert.equal(bootData(res.body).user?.Email, student.email);
    assert.equal(res.headers['cache-control'], 'private, no-store');
  });

  it('names what the dashboard will load as preloads, and nothing another page needs', async () => {
    const res = await app.inject({ method: 'GET', url: '/user' });
    for (const href of [
      '/frame.1234abcd.js',
      '/forms.js',
      '/dashboard-api.js',
      `${remote}/mf-manifest.json`,
      `${remote}/remoteEntry.js`,
      `${remote}/expose.js`,
      `${remote}/dashboard.js`,
    ])
      assert.ok(res.body.includes(`href="${href}"`), `preloads ${href}`);
    assert.ok(!res.body.includes('player'), 'the player’s files wait for the player');
    assert.ok(!res.body.includes('/api/dashboard'), 'a signed-out visitor’s HTML asks for no signed-in data');
  });

  it('preloads the shell’s entry, the chunks a shared module needs, and the remote’s own copy of a domain the shell does not provide', async () => {
    const res = await app.inject({ method: 'GET', url: '/user' });
    const preloads = [...res.body.matchAll(/<link rel="preload"[^>]* href="([^"]+)"/g)].map(
      (link) => link[1],
    );
    assert.equal(preloads[0], '/main.js', 'the entry first: the parser finds its script only at the end');
    for (const href of ['/chakra.1234abcd.js', `${remote}/enrollments-api.js`])
      assert.ok(preloads.includes(href), `preloads ${href}`);
    assert.ok(!preloads.includes(`${remote}/own-dashboard-api.js`), 'the shell’s copy is the one taken');
  });

  it('preloads the dashboard’s data for its signed-in owner, and a course page’s for anyone', async () => {
    const session = await signIn(app, student.email, student.password);
    const dashboard = await app.inject({ method: 'GET', url: '/user', headers: session.headers });
    assert.match(
      dashboard.body,
      /<link rel="preload" as="fetch" crossorigin="use-credentials" href="\/api\/dashboard"/,
    );
    const course = await app.inject({ method: 'GET', url: '/courses/intro-to-go' });
    assert.ok(course.body.includes('href="/api/courses/intro-to-go"'));
    const forged = await app.inject({ method: 'GET', url: '/courses/x"><script>alert(1)</script>' });
    assert.doesNotMatch(forged.body, /<script>alert/);
  });

  it('sends the page Brotli- or gzip-compressed as the browser accepts it, and plain to a client that takes neither', async () => {
    const page = (encoding: string) =>
      app.inject({ method: 'GET', url: '/user', headers: { 'accept-encoding': encoding } });
    const br = await page('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(br.rawPayload).toString(), /id="portal-boot"/);
    const gzip = await page('gzip, br;q=0');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gzip.rawPayload).toString(), /id="portal-boot"/);
    const plain = await page('identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /id="portal-boot"/);
    assert.match(String(plain.headers.vary), /cookie, accept-encoding/);
  });

  it('gives a signed-out visitor the light sign-in page at /login, and a signed-in one the portal', async () => {
    const signedOut = await app.inject({ method: 'GET', url: '/login?next=%2Fuser' });
    assert.match(signedOut.body, /<title>Sign in<\/title>/);
    const session = await signIn(app, student.email, student.password);
    const signedIn = await app.inject({ method: 'GET', url: '/login', headers: session.headers });
    assert.match(signedIn.body, /Academy Portal/);
  });
});
