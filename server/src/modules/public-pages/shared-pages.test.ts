import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createCourse } from '../catalog/factory.ts';
import { createCertificate } from '../certificates/factory.ts';
import { createCourseNote } from '../course-notes/factory.ts';
import { createPost } from '../posts/factory.ts';
import { createUser } from '../users/factory.ts';
import { getPage, jsonLdOf, metaOf, PUBLIC_URL, publicPagesApp } from './test-kit.ts';

describe('posts, verify pages and shared notes arrive as HTML', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await publicPagesApp();
    const author = await createUser(app.db, { firstname: 'Grace', lastname: 'Hopper' });
    const holder = await createUser(app.db, { firstname: 'Alan', lastname: 'Turing' });
    const course = await createCourse(app.db, {
      instructorId: author.id,
      title: 'Compilers',
      slug: 'compilers',
    });
    await createPost(app.db, author, {
      slug: 'first-bug',
      title: 'The first bug',
      content:
        '<p>It was a <strong>moth</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      publishedAt: new Date('2026-03-04T10:00:00Z'),
    });
    await createPost(app.db, author, { slug: 'unfinished', title: 'Unfinished thoughts', publishedAt: null });
    await createCertificate(app.db, holder, course, {
      verificationCode: 'VALID123',
      issueDate: new Date('2026-05-01T00:00:00Z'),
    });
    const next = await createCourse(app.db, { instructorId: author.id });
    await createCertificate(app.db, holder, next, { verificationCode: 'PENDING1', status: 'pending' });
    await createCourseNote(app.db, holder, course, {
      title: 'Parsing tips',
      content: '<p>Left recursion <em>loops</em>.</p>',
      isPrivate: false,
      shareToken: 'shared-token-1',
    });
    await createCourseNote(app.db, holder, course, {
      title: 'Private musings',
      isPrivate: true,
      shareToken: 'private-token-1',
    });
  });
  after(() => app.close());

  it('shows a post’s title, author, date and sanitised body, described as a BlogPosting', async () => {
    const page = await getPage(app, '/posts/first-bug');
    assert.equal(page.status, 200);
    assert.match(page.content, /<h1 id="post-title" class="pr-title">The first bug<\/h1>/);
    assert.match(page.content, /Grace Hopper/);
    assert.match(page.content, /Published Mar 4, 2026/);
    assert.match(page.content, /<p>It was a <strong>moth<\/strong>\.<\/p>/);
    assert.doesNotMatch(page.body, /onerror|alert\(/);
    const post = jsonLdOf(page.body);
    assert.equal(post['@type'], 'BlogPosting');
    assert.equal(post.headline, 'The first bug');
    assert.deepEqual(post.author, { '@type': 'Person', name: 'Grace Hopper' });
    assert.equal(post.datePublished, '2026-03-04T10:00:00.000Z');
    assert.equal(metaOf(page.body, 'og:type'), 'article');
    assert.equal(metaOf(page.body, 'og:url'), `${PUBLIC_URL}/posts/first-bug`);
  });

  it('answers a draft and an unknown post with a 404 and no content', async () => {
    for (const slug of ['unfinished', 'nothing-here']) {
      const page = await getPage(app, `/posts/${slug}`);
      assert.equal(page.status, 404);
      assert.equal(page.content, '');
      assert.doesNotMatch(page.body, /Unfinished thoughts/);
    }
  });

  it('lists the published posts, not the drafts', async () => {
    const page = await getPage(app, '/posts');
    assert.equal(page.status, 200);
    assert.match(page.content, /<a href="\/posts\/first-bug">The first bug<\/a>/);
    assert.doesNotMatch(page.content, /Unfinished thoughts/);
  });

  it('shows whose a valid certificate is, for which course and since when', async () => {
    const page = await getPage(app, '/certificates/verify/VALID123');
    assert.equal(page.status, 200);
    assert.match(page.content, /This certificate is valid\./);
    assert.match(page.content, /<h2>Compilers<\/h2>/);
    assert.match(page.content, /<dd>Alan Turing<\/dd>/);
    assert.match(page.content, /<dd>May 1, 2026<\/dd>/);
    assert.equal(metaOf(page.body, 'og:title'), 'Certificate verification');
  });

  it('answers an unknown or pending verification code with a 404 and no holder', async () => {
    for (const code of ['NOPE9999', 'PENDING1']) {
      const page = await getPage(app, `/certificates/verify/${code}`);
      assert.equal(page.status, 404, code);
      assert.equal(page.content, '');
      assert.doesNotMatch(page.body, /Alan Turing/);
    }
  });

  it('shows a shared note, and nothing of a private or unknown one', async () => {
    const page = await getPage(app, '/notes/shared/shared-token-1');
    assert.equal(page.status, 200);
    assert.match(page.content, /<h2>Parsing tips<\/h2>/);
    assert.match(page.content, /Left recursion <em>loops<\/em>/);
    assert.match(page.content, /<a href="\/courses\/compilers">About the course<\/a>/);
    for (const token of ['private-token-1', 'unknown-token']) {
      const hidden = await getPage(app, `/notes/shared/${token}`);
      assert.equal(hidden.status, 404, token);
      assert.doesNotMatch(hidden.body, /Private musings/);
    }
  });

  it('answers an unknown shared list with a 404', async () => {
    const page = await getPage(app, '/wishlist/shared/unknown-token');
    assert.equal(page.status, 404);
    assert.equal(page.content, '');
  });
});
