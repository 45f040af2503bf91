import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Post, PostCategoryList, PostList, PostsByCategory } from '@portal/shared-api/contract/posts';
import { eq } from 'drizzle-orm';
import { blogPosts, postComments, postOpinions } from './tables.ts';
import { categories } from '../catalog/tables.ts';
import { createPost } from './factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('public lists of blog posts', () => {
  let app: FastifyInstance;
  let alice: TestUser;
  let bob: TestUser;
  let aliceSession: TestSession;
  let design: string;
  let programming: string;
  const slugs: Record<string, string> = {};

  const get = async <T>(url: string, session: TestSession | null = null): Promise<T> => {
    const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: session?.headers ?? {} });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json<T>();
  };
  const titles = (posts: Post[]) => posts.map((post) => post.Title);

  before(async () => {
    app = await createTestApp();
    alice = await createUser(app.db);
    bob = await createUser(app.db);
    const fans = await Promise.all([1, 2, 3, 4].map(() => createUser(app.db)));
    const [prog, des] = await app.db
      .insert(categories)
      .values([
        { slug: 'programming', title: 'Programming', position: 0 },
        { slug: 'design', title: 'Design', position: 1 },
        { slug: 'music', title: 'Music', position: 2 },
      ])
      .returning();
    programming = prog!.id;
    design = des!.id;
    const add = async (key: string, author: TestUser, fields: Parameters<typeof createPost>[2]) => {
      slugs[key] = (await createPost(app.db, author, { title: key, ...fields })).slug;
    };
    // Newest first: fresh, liked, old-popular, design, bob-prog, draft, hidden.
    await add('Fresh', alice, { createdAt: daysAgo(1), categoryId: programming });
    await add('Liked 50% off', alice, { createdAt: daysAgo(2), likedBy: fans, views: 2 });
    await add('Old but popular', bob, { createdAt: daysAgo(60), likedBy: fans.slice(0, 3), views: 40 });
    await add('Design basics', bob, { createdAt: daysAgo(3), categoryId: design, views: 1 });
    await add('Bob on code', bob, { createdAt: daysAgo(4), categoryId: programming });
    await add('Alice draft', alice, { createdAt: daysAgo(1), publishedAt: null, categoryId: programming });
    await add('Hidden one', alice, {
      createdAt: daysAgo(1),
      hiddenAt: new Date(),
      categoryId: programming,
      likedBy: fans,
    });
    const [commented] = await app.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, slugs['Design basics']!));
    await app.db.insert(postComments).values({ postId: commented!.id, authorId: alice.id, content: 'Nice' });
    aliceSession = await signIn(app, alice.email, alice.password);
  });
  after(async () => {
    await app.close();
  });

  it('lists published, visible posts newest first for signed-out readers, with paging', async () => {
    const page = await get<PostList>('/posts?take=3');
    assert.equal(page.countTotal, 5, 'no draft, no hidden post');
    assert.deepEqual(titles(page.posts), ['Fresh', 'Liked 50% off', 'Design basics']);
    const next = await get<PostList>('/posts/lazy/3/3');
    assert.deepEqual(titles(next.posts), ['Bob on code', 'Old but popular']);
  });

  it('searches published posts with % taken literally', async () => {
    const { headers } = await anonymous(app);
    const search = (query: string) =>
      app.inject({ method: 'POST', url: '/api/posts/search', headers, payload: { query } });
    const res = await search('50%');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(titles(res.json<PostList>().posts), ['Liked 50% off']);
    const hidden = await search('hidden');
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.equal(hidden.json<PostList>().countTotal, 0);
  });

  it('orders the most liked first and never shows the hidden post', async () => {
    const posts = await get<Post[]>('/posts/likes/dsc?take=3');
    assert.deepEqual(titles(posts), ['Liked 50% off', 'Old but popular', 'Fresh']);
  });

  it('ranks trending posts by the last 30 days only, ties newest first', async () => {
    // Liked 50% off: 2 views + 3×4 likes = 14; Design basics: 1 view + 5×1 comment = 6; the 60-day-old
    // opinions of "Old but popular" no longer count (factory opinions are dated now, so move them back).
    const [old] = await app.db.select().from(blogPosts).where(eq(blogPosts.slug, slugs['Old but popular']!));
    await app.db
      .update(postOpinions)
      .set({ createdAt: daysAgo(40) })
      .where(eq(postOpinions.postId, old!.id));
    const posts = await get<Post[]>('/posts/trending?take=4');
    assert.deepEqual(titles(posts), ['Liked 50% off', 'Design basics', 'Fresh', 'Bob on code']);
  });

  it('lists a category’s posts with the category, and answers 404 to an unknown one', async () => {
    const page = await get<PostsByCategory>('/posts/category/programming');
    assert.deepEqual(page.category, { Slug: 'programming', Title: 'Programming' });
    assert.deepEqual(titles(page.posts), ['Fresh', 'Bob on code']);
    const res = await app.inject({ method: 'GET', url: '/api/posts/category/nothing-here' });
    assert.equal(res.statusCode, 404);
  });

  it('relates posts of the same category first, then of the same author, never the post itself', async () => {
    const posts = await get<Post[]>(`/posts/${slugs.Fresh}/related?take=4`);
    assert.deepEqual(titles(posts), ['Bob on code', 'Liked 50% off', 'Design basics', 'Old but popular']);
  });

  it('counts every top-level category’s published posts, zero included, in catalogue order', async () => {
    const list = await get<PostCategoryList>('/posts/categories');
    assert.deepEqual(list, [
      { Slug: 'programming', Title: 'Programming', PostCount: 2 },
      { Slug: 'design', Title: 'Design', PostCount: 1 },
      { Slug: 'music', Title: 'Music', PostCount: 0 },
    ]);
  });

  it('shows a person’s published posts, and the person their own drafts and hidden posts too', async () => {
    const byOthers = await get<PostList>(`/posts/user/${alice.slug}`);
    assert.deepEqual(titles(byOthers.posts).sort(), ['Fresh', 'Liked 50% off']);
    const own = await get<PostList>(`/posts/user/${alice.slug}`, aliceSession);
    assert.equal(own.countTotal, 4);
    const hidden = own.posts.find((post) => post.Title === 'Hidden one');
    assert.equal(hidden?.Hidden, true);
    assert.ok(own.posts.every((post) => post.IsOwner));
  });

  it('answers 404 for a hidden post to everyone but its author, who sees it flagged', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/posts/public/${slugs['Hidden one']}` });
    assert.equal(res.statusCode, 404);
    assert.equal(
      (await app.inject({ method: 'GET', url: `/api/posts/${slugs['Hidden one']}` })).statusCode,
      404,
    );
    const own = await get<Post>(`/posts/${slugs['Hidden one']}`, aliceSession);
    assert.equal(own.Hidden, true);
    assert.equal(
      (await app.inject({ method: 'GET', url: `/api/posts/${slugs['Hidden one']}/comments` })).statusCode,
      404,
    );
  });

  it('routes the static paths before /posts/{id}, even when a post has such a slug', async () => {
    await createPost(app.db, bob, { slug: 'trending', title: 'A post called trending' });
    assert.ok(Array.isArray(await get<Post[]>('/posts/trending')));
    assert.ok(Array.isArray(await get<PostCategoryList>('/posts/categories')));
    assert.ok(Array.isArray(await get<Post[]>('/posts/likes/dsc')));
    const stats = await app.inject({ method: 'GET', url: '/api/posts/stats' });
    assert.equal(stats.statusCode, 401, 'the caller’s stats, not a post named "stats"');
  });

  it('refuses unknown query fields with 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/posts?take=5&sort=asc' });
    assert.equal(res.statusCode, 400);
  });
});
