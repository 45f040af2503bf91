import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createMedia } from '../medias/factory.ts';
import { getPage, publicPagesApp } from '../public-pages/test-kit.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { signIn, type TestSession } from '../../testing/app.ts';

/** The server's copy of the page and the path it was made for; empty when the page has none. */
function copyOf(body: string): { path: string | undefined; content: string } {
  const found = /<div id="prerendered" data-path="([^"]*)">([\s\S]*)<\/div><div id="root">/.exec(body);
  return { path: found?.[1], content: found?.[2] ?? '' };
}

describe('a signed-in person’s dashboard and My Courses as HTML', () => {
  let app: FastifyInstance;
  let dana: TestUser;
  let eli: TestUser;
  let danaCookie: string;
  let danaSession: TestSession;
  let coverUrl: string;
  before(async () => {
    app = await publicPagesApp();
    const instructor = await createUser(app.db, { username: 'teacher', role: 'instructor' });
    dana = await createUser(app.db, { firstname: 'Dana', lastname: 'Reyes' });
    eli = await createUser(app.db, { firstname: 'Eli', lastname: 'Stone' });
    const cover = await createMedia(app.db, {
      ownerId: instructor.id,
      subDir: 'covers',
      visibility: 'public',
    });
    const danas = await createCourse(app.db, {
      instructorId: instructor.id,
      title: 'Dana’s <b>Go</b> course',
      coverMediaId: cover.id,
    });
    coverUrl = `/public/upload/covers/${cover.hashname}`;
    const elis = await createCourse(app.db, { instructorId: instructor.id, title: 'Eli’s private pottery' });
    await createEnrollment(app.db, dana, danas, { progress: 40, lastAccessedAt: new Date() });
    await createEnrollment(app.db, eli, elis, { progress: 70, lastAccessedAt: new Date() });
    danaSession = await signIn(app, dana.email, dana.password);
    danaCookie = danaSession.headers.cookie;
  });
  after(() => app.close());

  it('shows Dana her own dashboard, escaped, with none of Eli’s courses, and no cache keeps it', async () => {
    const page = await getPage(app, '/user', danaCookie);
    const copy = copyOf(page.body);
    assert.equal(page.status, 200);
    assert.equal(page.cacheControl, 'private, no-store');
    assert.equal(copy.path, '/user');
    assert.match(copy.content, /<h1>Dashboard<\/h1>/);
    assert.match(copy.content, /Welcome back, Dana Reyes!/);
    assert.match(copy.content, /Dana’s &lt;b&gt;Go&lt;\/b&gt; course/);
    assert.match(copy.content, /<progress max="100" value="40"/);
    assert.doesNotMatch(page.body, /pottery|Eli/);
  });

  it('shows Dana her own course cards on My Courses, the first cover fetched first', async () => {
    const page = await getPage(app, '/user/courses', danaCookie);
    const copy = copyOf(page.body);
    assert.equal(page.cacheControl, 'private, no-store');
    assert.equal(copy.path, '/user/courses');
    assert.match(copy.content, /<h1>My Courses<\/h1>/);
    assert.match(copy.content, new RegExp(`src="${coverUrl}"[^>]*fetchpriority="high"`));
    const preload = page.body.indexOf(
      `<link rel="preload" as="image" fetchpriority="high" href="${coverUrl}"`,
    );
    assert.ok(preload > 0 && preload < page.body.indexOf('id="portal-boot"'), 'the cover is asked first');
    assert.match(copy.content, /<dt>Total Courses<\/dt>\s*<dd class="pr-value">1<\/dd>/);
    assert.doesNotMatch(page.body, /pottery/);
  });

  it('gives a signed-out visitor, a forged cookie and a searched My Courses the plain shell', async () => {
    assert.equal(copyOf((await getPage(app, '/user')).body).content, '');
    assert.equal(copyOf((await getPage(app, '/user', 'session=forged')).body).content, '');
    const searched = await getPage(app, '/user/courses?tab=completed', danaCookie);
    assert.equal(copyOf(searched.body).content, '');
    assert.equal(searched.cacheControl, 'private, no-store');
  });

  it('paints every page of Dana’s in the theme and font size she picked in Settings, from the first frame', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: danaSession.headers,
      payload: { Theme: 'dark', FontSize: 'large' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    for (const url of ['/user', '/user/orders', '/courses'])
      assert.match(
        (await getPage(app, url, danaCookie)).body,
        /<html lang="en" class="dark" style="color-scheme:dark;font-size:18px">/,
        url,
      );
    assert.match((await getPage(app, '/user')).body, /<html lang="en">/);
  });
});
