import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { POST_TEXTS, type Post, type PostList } from '@portal/shared-api/contract/posts';
import { createMedia } from '../medias/factory.ts';
import { createPost } from './factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('posts API', () => {
  let app: FastifyInstance;
  let author: TestUser;
  let reader: TestUser;
  let authorSession: TestSession;
  let readerSession: TestSession;
  let draft: Post;
  let published: Post;
  let theirs: Post;

  const get = (session: TestSession | null, url: string) =>
    app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const list = async (session: TestSession, slug: string, take: number, skip: number, query = '') => {
    const res = await get(session, `/api/posts/user/${slug}/pagninate/${take}/${skip}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<PostList>();
  };
  const remove = (session: TestSession, slug: string) =>
    app.inject({ method: 'DELETE', url: `/api/posts/${slug}`, headers: session.headers });

  before(async () => {
    app = await createTestApp();
    author = await createUser(app.db);
    reader = await createUser(app.db);
    const fans = [reader, await createUser(app.db), await createUser(app.db)];
    const image = await createMedia(app.db, {
      ownerId: author.id,
      subDir: 'posts',
      visibility: 'public',
      extension: 'image/svg+xml',
    });
    // 12 posts a day apart: the newest a draft, the next one illustrated, viewed, liked and disliked.
    await createPost(app.db, author, {
      title: 'Draft in progress',
      publishedAt: null,
      createdAt: daysAgo(1),
    });
    await createPost(app.db, author, {
      title: 'Why I finally understand CSS grid',
      imageMediaId: image.id,
      createdAt: daysAgo(2),
      views: 7,
      likedBy: fans.slice(0, 2),
      dislikedBy: fans.slice(2),
    });
    await createPost(app.db, author, {
      title: 'A week of learning in short blocks',
      content: '<p>I tried the Pomodoro technique for a week.</p>',
      createdAt: daysAgo(3),
    });
    await createPost(app.db, author, { title: '100% focus', createdAt: daysAgo(4) });
    for (let day = 5; day <= 12; day += 1) await createPost(app.db, author, { createdAt: daysAgo(day) });
    await createPost(app.db, reader, { title: 'The reader’s own post', createdAt: daysAgo(1) });
    authorSession = await signIn(app, author.email, author.password);
    readerSession = await signIn(app, reader.email, reader.password);
    [draft, published] = (await list(authorSession, author.slug, 2, 0)).posts as [Post, Post];
    theirs = (await list(readerSession, reader.slug, 10, 0)).posts[0]!;
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    assert.equal((await get(null, `/api/posts/user/${author.slug}/pagninate/10/0`)).statusCode, 401);
  });

  it('lists the author’s own posts newest first, 10 a page, with countTotal and opinion counts', async () => {
    const first = await list(authorSession, author.slug, 10, 0);
    assert.equal(first.countTotal, 12);
    assert.equal(first.posts.length, 10);
    const second = await list(authorSession, author.slug, 10, 10);
    assert.equal(second.countTotal, 12);
    assert.equal(second.posts.length, 2);
    const dates = [...first.posts, ...second.posts].map((post) => new Date(post.CreatedAt).getTime());
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    assert.equal(new Set([...first.posts, ...second.posts].map((post) => post.Id)).size, 12);
    assert.equal(first.posts[0]!.Title, 'Draft in progress');
    assert.equal(first.posts[0]!.PublishedAt, null, 'drafts are listed too');
    const illustrated = first.posts[1]!;
    assert.deepEqual(illustrated.Opinions, { VIEW: 7, LIKE: 2, DISLIKE: 1 });
    assert.match(illustrated.Image?.url ?? '', /^\/public\/upload\/posts\//);
    assert.deepEqual(first.posts[2]!.Opinions, { VIEW: 0, LIKE: 0, DISLIKE: 0 });
    assert.equal(first.posts[2]!.Image, null);
  });

  it('answers 404 when listing another user’s posts', async () => {
    const res = await get(authorSession, `/api/posts/user/${reader.slug}/pagninate/10/0`);
    assert.equal(res.statusCode, 404);
  });

  it('searches the title and the content case-insensitively', async () => {
    const byTitle = await list(authorSession, author.slug, 10, 0, '?q=css%20GRID');
    assert.deepEqual(
      byTitle.posts.map((post) => post.Title),
      ['Why I finally understand CSS grid'],
    );
    assert.equal(byTitle.countTotal, 1);
    const byContent = await list(authorSession, author.slug, 10, 0, '?q=POMODORO');
    assert.deepEqual(
      byContent.posts.map((post) => post.Title),
      ['A week of learning in short blocks'],
    );
    const literal = await list(authorSession, author.slug, 10, 0, '?q=0%25');
    assert.deepEqual(
      literal.posts.map((post) => post.Title),
      ['100% focus'],
      'a % in the search is taken literally',
    );
    const nothing = await list(authorSession, author.slug, 10, 0, '?q=%25%25');
    assert.equal(nothing.countTotal, 0);
  });

  it('refuses bad paging parameters and unknown query fields with 400', async () => {
    for (const path of ['pagninate/0/0', 'pagninate/abc/0', 'pagninate/10/-1', 'pagninate/10/0?sort=title']) {
      const res = await get(authorSession, `/api/posts/user/${author.slug}/${path}`);
      assert.equal(res.statusCode, 400, path);
    }
  });

  it('deletes the author’s own post, which then disappears from the list', async () => {
    const target = await createPost(app.db, author, { title: 'Short-lived', createdAt: daysAgo(30) });
    const before = await list(authorSession, author.slug, 50, 0);
    const res = await remove(authorSession, target.slug);
    assert.equal(res.statusCode, 204);
    const afterDelete = await list(authorSession, author.slug, 50, 0);
    assert.equal(afterDelete.countTotal, before.countTotal - 1);
    assert.ok(!afterDelete.posts.some((post) => post.Slug === target.slug));
    assert.equal((await remove(authorSession, target.slug)).statusCode, 404);
  });

  it('answers 404 when deleting another user’s post and leaves it in place', async () => {
    const res = await remove(authorSession, theirs.Slug);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, POST_TEXTS.notFound);
    assert.ok(
      (await list(readerSession, reader.slug, 10, 0)).posts.some((post) => post.Slug === theirs.Slug),
    );
  });

  it('refuses a delete without the CSRF header with 403', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/posts/${published.Slug}`,
      headers: { cookie: authorSession.headers.cookie },
    });
    assert.equal(res.statusCode, 403);
    assert.equal((await get(null, `/api/posts/${published.Id}`)).statusCode, 200, 'the post is still there');
  });

  it('lets anyone read a published post, and only its author read a draft', async () => {
    const anon = await get(null, `/api/posts/${published.Id}`);
    assert.equal(anon.statusCode, 200);
    assert.equal(anon.json<Post>().Slug, published.Slug);
    assert.equal((await get(null, `/api/posts/${draft.Id}`)).statusCode, 404);
    assert.equal((await get(readerSession, `/api/posts/${draft.Slug}`)).statusCode, 404);
    assert.equal((await get(authorSession, `/api/posts/${draft.Slug}`)).statusCode, 200);
  });

  it('serves a published post at /posts/public/{slug} to anyone, never a draft', async () => {
    const anon = await get(null, `/api/posts/public/${published.Slug}`);
    assert.equal(anon.statusCode, 200);
    assert.equal(anon.json<Post>().Id, published.Id);
    assert.equal((await get(authorSession, `/api/posts/public/${draft.Slug}`)).statusCode, 404);
    assert.equal((await get(null, '/api/posts/public/no-such-post')).statusCode, 404);
  });
});
