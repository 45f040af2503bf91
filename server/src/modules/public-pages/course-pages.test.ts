import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createMedia } from '../medias/factory.ts';
import { createUser } from '../users/factory.ts';
import { signIn } from '../../testing/app.ts';
import { getPage, jsonLdOf, metaOf, PUBLIC_URL, publicPagesApp } from './test-kit.ts';

describe('a course page and the catalogue arrive as HTML', () => {
  let app: FastifyInstance;
  let course: TestCourse;
  let draft: TestCourse;
  let archived: TestCourse;
  let coverUrl: string;
  before(async () => {
    app = await publicPagesApp();
    const instructor = await createUser(app.db, {
      role: 'instructor',
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
    const cover = await createMedia(app.db, {
      ownerId: instructor.id,
      visibility: 'public',
      subDir: 'courses',
      extension: 'image/webp',
    });
    coverUrl = cover.url;
    course = await createCourse(app.db, {
      instructorId: instructor.id,
      slug: 'pottery-basics',
      title: 'Pottery Basics',
      shortDescription: 'Throw your first bowl.',
      priceCents: 4900,
      ratingAvg: 4.5,
      ratingCount: 12,
      coverMediaId: cover.id,
      sections: [{ title: 'Clay and wheel' }, { title: 'Glazing' }],
    });
    draft = await createCourse(app.db, {
      instructorId: instructor.id,
      title: 'Secret draft',
      published: false,
    });
    archived = await createCourse(app.db, { instructorId: instructor.id, title: 'Old one', archived: true });
    await createCourse(app.db, {
      instructorId: instructor.id,
      slug: 'escaping',
      title: '</title><script>alert(1)</script>',
      shortDescription: '"quoted" & <b>bold</b>',
    });
  });
  after(() => app.close());

  it('shows a course’s title, price, instructor, rating and outline headings before any script runs', async () => {
    const page = await getPage(app, '/courses/pottery-basics');
    assert.equal(page.status, 200);
    assert.match(page.body, /<title>Pottery Basics \| Academy<\/title>/);
    assert.match(page.content, /<h1>Pottery Basics<\/h1>/);
    assert.match(page.content, /\$49\.00/);
    assert.match(page.content, /Ada Lovelace/);
    assert.match(page.content, /Rated 4\.5 \(12 ratings\)/);
    assert.match(page.content, /<li>Clay and wheel<\/li>/);
    assert.match(page.content, /<li>Glazing<\/li>/);
    assert.match(page.content, /href="\/login\?next=%2Fcourses%2Fpottery-basics"\s*>Sign in to enrol</);
  });

  it('styles the server’s copy like the live page, with its stylesheet sent as written', async () => {
    const { body } = await getPage(app, '/courses/pottery-basics');
    const style = /<style id="prerendered-style">([\s\S]*?)<\/style>/.exec(body)?.[1] ?? '';
    assert.match(style, /font-family:Inter,system-ui,-apple-system,"Segoe UI"/);
    assert.match(style, /#prerendered~#root\{[^}]*visibility:hidden/);
    assert.match(style, /prefers-color-scheme:dark/);
    assert.doesNotMatch(style, /&quot;|&gt;/);
  });

  it('describes the course to search engines as a schema.org Course with its offer and rating', async () => {
    const { body } = await getPage(app, '/courses/pottery-basics');
    const course = jsonLdOf(body);
    assert.equal(course['@context'], 'https://schema.org');
    assert.equal(course['@type'], 'Course');
    assert.equal(course.name, 'Pottery Basics');
    assert.equal(course.description, 'Throw your first bowl.');
    assert.deepEqual(course.provider, { '@type': 'Organization', name: 'Academy', url: PUBLIC_URL });
    assert.deepEqual(course.instructor, { '@type': 'Person', name: 'Ada Lovelace' });
    assert.equal((course.offers as Record<string, unknown>).price, '49.00');
    assert.equal((course.offers as Record<string, unknown>).priceCurrency, 'USD');
    assert.equal((course.aggregateRating as Record<string, unknown>).ratingValue, 4.5);
    assert.equal((course.aggregateRating as Record<string, unknown>).ratingCount, 12);
  });

  it('gives link previews the title, description, absolute cover and canonical address', async () => {
    const { body } = await getPage(app, '/courses/pottery-basics');
    assert.equal(metaOf(body, 'og:title'), 'Pottery Basics');
    assert.equal(metaOf(body, 'og:description'), 'Throw your first bowl.');
    assert.equal(metaOf(body, 'og:image'), `${PUBLIC_URL}${coverUrl}`);
    assert.equal(metaOf(body, 'og:type'), 'website');
    assert.equal(metaOf(body, 'og:url'), `${PUBLIC_URL}/courses/pottery-basics`);
    assert.equal(metaOf(body, 'twitter:card'), 'summary_large_image');
    assert.equal(metaOf(body, 'description'), 'Throw your first bowl.');
    assert.match(
      body,
      /<link rel="canonical" href="https:\/\/academy\.example\/courses\/pottery-basics" \/>/,
    );
  });

  it('answers a draft, an archived and an unknown course with a 404 and the plain shell', async () => {
    for (const slug of [draft.slug, archived.slug, 'no-such-course']) {
      const page = await getPage(app, `/courses/${slug}`);
      assert.equal(page.status, 404, slug);
      assert.equal(page.content, '', slug);
      assert.doesNotMatch(page.body, /Secret draft|Old one|application\/ld\+json/);
      assert.match(page.body, /<div id="root"><\/div>/);
      assert.match(page.body, /<meta name="robots" content="noindex"/);
    }
  });

  it('escapes a title that holds markup, in the page, the head and the JSON-LD', async () => {
    const { body, status } = await getPage(app, '/courses/escaping');
    assert.equal(status, 200);
    assert.doesNotMatch(body, /<script>alert/);
    assert.match(body, /&lt;\/title&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(body, /content="&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;\/b&gt;"/);
    assert.match(body, /\\u003c\/title\\u003e\\u003cscript\\u003e/);
    assert.equal(jsonLdOf(body).name, '</title><script>alert(1)</script>');
  });

  it('lists the catalogue’s first page of published courses as cards and as an ItemList', async () => {
    const page = await getPage(app, '/courses');
    assert.equal(page.status, 200);
    assert.match(page.content, /<h1>Browse Courses<\/h1>/);
    assert.match(page.content, /<a href="\/courses\/pottery-basics">Pottery Basics<\/a>/);
    assert.doesNotMatch(page.content, /Secret draft|Old one/);
    const list = jsonLdOf(page.body);
    assert.equal(list['@type'], 'ItemList');
    const items = list.itemListElement as { url: string }[];
    assert.ok(items.some((item) => item.url === `${PUBLIC_URL}/courses/${course.slug}`));
    assert.equal(items.length, 2);
  });

  it('leaves a searched or filtered catalogue to the live page', async () => {
    const page = await getPage(app, '/courses?q=pottery');
    assert.equal(page.status, 200);
    assert.equal(page.content, '');
    assert.equal(page.cacheControl, 'no-cache');
  });

  it('lets a visitor’s page be kept a minute, and never stores a signed-in person’s', async () => {
    const visitor = await getPage(app, '/courses/pottery-basics', 'csrf_token=abc');
    assert.equal(visitor.cacheControl, 'public, max-age=60');
    const firstVisit = await getPage(app, '/courses/pottery-basics');
    assert.equal(firstVisit.cacheControl, 'private, max-age=60');
    const learner = await createUser(app.db);
    const session = await signIn(app, learner.email, learner.password);
    const signedIn = await getPage(app, '/courses/pottery-basics', session.headers.cookie);
    assert.equal(signedIn.cacheControl, 'private, no-store');
    assert.match(signedIn.content, /Pottery Basics/);
  });

  it('points crawlers at a sitemap of the published courses and posts', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    assert.match(robots.body, /Disallow: \/api\//);
    assert.match(robots.body, /Sitemap: https:\/\/academy\.example\/sitemap\.xml/);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    assert.match(String(sitemap.headers['content-type']), /application\/xml/);
    assert.match(sitemap.body, /<loc>https:\/\/academy\.example\/courses\/pottery-basics<\/loc>/);
    assert.doesNotMatch(sitemap.body, new RegExp(`${draft.slug}<|${archived.slug}<`));
  });
});
