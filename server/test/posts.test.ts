import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { POST_TEXTS, type Post, type PostList } from '@portal/shared-api/contract';
import { createTestApp, demo, signIn, type TestSession } from './helpers.ts';

type Me = { user: { Slug: string } };

describe('posts API', () => {
  let app: FastifyInstance;
  let student: TestSession;
  let student2: TestSession;
  let studentSlug: string;
  let student2Slug: string;

  const get = (session: TestSession | null, url: string) =>
    app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const list = async (session: TestSession, slug: string, take: number, skip: number, query = '') => {
    const res = await get(session, `/api/posts/user/${slug}/pagninate/${take}/${skip}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<PostList>();
  };
  const remove = (session: TestSession, slug: string) =>
    app.inject({ method: 'DELETE', url: `/api/posts/${slug}`, headers: session.headers });
  const slugOf = async (session: TestSession) => (await get(session, '/api/auth/me')).json<Me>().user.Slug;

  before(async () => {
    app = await createTestApp({ seed: true });
    student = await signIn(app, demo.student.email, demo.student.password);
    student2 = await signIn(app, demo.student2.email, demo.student2.password);
    studentSlug = await slugOf(student);
    student2Slug = await slugOf(student2);
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    assert.equal((await get(null, `/api/posts/user/${studentSlug}/pagninate/10/0`)).statusCode, 401);
  });

  it('lists the author’s own posts newest first, 10 a page, with countTotal and opinion counts', async () => {
    const first = await list(student, studentSlug, 10, 0);
    assert.ok(first.countTotal > 10, 'the demo student has more than one page of posts');
    assert.equal(first.posts.length, 10);
    const second = await list(student, studentSlug, 10, 10);
    assert.equal(second.posts.length, first.countTotal - 10);
    const dates = [...first.posts, ...second.posts].map((post) => new Date(post.CreatedAt).getTime());
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    assert.equal(first.posts[0]!.PublishedAt, null, 'the seeded draft is listed too');
    const published = first.posts[1]!;
    assert.ok(published.Opinions.VIEW > 0 && published.Opinions.LIKE > 0);
    assert.match(published.Image?.url ?? '', /^\/public\/upload\/posts\//);
  });

  it('answers 404 when listing another user’s posts', async () => {
    const res = await get(student, `/api/posts/user/${student2Slug}/pagninate/10/0`);
    assert.equal(res.statusCode, 404);
  });

  it('searches the title and the content case-insensitively', async () => {
    const byTitle = await list(student, studentSlug, 10, 0, '?q=css%20GRID');
    assert.deepEqual(
      byTitle.posts.map((post) => post.Title),
      ['Why I finally understand CSS grid'],
    );
    assert.equal(byTitle.countTotal, 1);
    const byContent = await list(student, studentSlug, 10, 0, '?q=POMODORO');
    assert.equal(byContent.countTotal, 1);
    const literal = await list(student, studentSlug, 10, 0, '?q=%25');
    assert.equal(literal.countTotal, 0, 'a % in the search is taken literally');
  });

  it('refuses bad paging parameters and unknown query fields with 400', async () => {
    for (const path of ['pagninate/0/0', 'pagninate/abc/0', 'pagninate/10/-1', 'pagninate/10/0?sort=title']) {
      const res = await get(student, `/api/posts/user/${studentSlug}/${path}`);
      assert.equal(res.statusCode, 400, path);
    }
  });

  it('deletes the author’s own post, which then disappears from the list', async () => {
    const before = await list(student, studentSlug, 50, 0);
    const target = before.posts[2]!;
    const res = await remove(student, target.Slug);
    assert.equal(res.statusCode, 204);
    const afterDelete = await list(student, studentSlug, 50, 0);
    assert.equal(afterDelete.countTotal, before.countTotal - 1);
    assert.ok(!afterDelete.posts.some((post) => post.Slug === target.Slug));
    assert.equal((await remove(student, target.Slug)).statusCode, 404);
  });

  it('answers 404 when deleting another user’s post and leaves it in place', async () => {
    const theirs = (await list(student2, student2Slug, 10, 0)).posts[0]!;
    const res = await remove(student, theirs.Slug);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, POST_TEXTS.notFound);
    assert.ok((await list(student2, student2Slug, 10, 0)).posts.some((post) => post.Slug === theirs.Slug));
  });

  it('refuses a delete without the CSRF header with 403', async () => {
    const mine = (await list(student, studentSlug, 10, 0)).posts[0]!;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/posts/${mine.Slug}`,
      headers: { cookie: student.headers.cookie },
    });
    assert.equal(res.statusCode, 403);
  });

  it('lets anyone read a published post, and only its author read a draft', async () => {
    const [draft, published] = (await list(student, studentSlug, 10, 0)).posts;
    const anon = await get(null, `/api/posts/${published!.Id}`);
    assert.equal(anon.statusCode, 200);
    assert.equal(anon.json<Post>().Slug, published!.Slug);
    assert.equal((await get(null, `/api/posts/${draft!.Id}`)).statusCode, 404);
    assert.equal((await get(student2, `/api/posts/${draft!.Slug}`)).statusCode, 404);
    assert.equal((await get(student, `/api/posts/${draft!.Slug}`)).statusCode, 200);
  });

  it('serves a published post at /posts/public/{slug} to anyone, never a draft', async () => {
    const [draft, published] = (await list(student, studentSlug, 10, 0)).posts;
    const anon = await get(null, `/api/posts/public/${published!.Slug}`);
    assert.equal(anon.statusCode, 200);
    assert.equal(anon.json<Post>().Id, published!.Id);
    assert.equal((await get(student, `/api/posts/public/${draft!.Slug}`)).statusCode, 404);
    assert.equal((await get(null, '/api/posts/public/no-such-post')).statusCode, 404);
  });
});
