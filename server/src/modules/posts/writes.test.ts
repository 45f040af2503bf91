import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { POST_TEXTS, type Post, type PostPayload } from '@portal/shared-api/contract/posts';
import { categories } from '../catalog/tables.ts';
import { createMedia } from '../medias/factory.ts';
import {
  anonymous,
  createTestApp,
  signedInUser,
  type SignedInUser,
  type TestSession,
} from '../../testing/app.ts';

describe('writing blog posts (POST /posts, PUT /posts/{slug})', () => {
  let app: FastifyInstance;
  let author: SignedInUser;
  let other: SignedInUser;

  const call = (
    session: TestSession | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: session?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const payload = (overrides: Partial<PostPayload> = {}): PostPayload => ({
    Title: 'Learning TypeScript generics',
    Content: '<p>Generics let one function work with many types.</p>',
    Published: true,
    ...overrides,
  });
  const create = async (session: TestSession, body: PostPayload) => {
    const res = await call(session, 'POST', '/posts', body);
    assert.equal(res.statusCode, 201, res.body);
    return res.json<Post>();
  };

  before(async () => {
    app = await createTestApp();
    author = await signedInUser(app, { firstname: 'Ada', lastname: 'Lovelace' });
    other = await signedInUser(app);
    const [top] = await app.db
      .insert(categories)
      .values({ slug: 'programming', title: 'Programming', position: 0 })
      .returning();
    await app.db.insert(categories).values({ slug: 'programming-web', title: 'Web', parentId: top!.id });
  });
  after(async () => {
    await app.close();
  });

  it('creates a post with a slug from its title, the caller as author and the script stripped', async () => {
    const post = await create(author.session, {
      ...payload({ Title: 'Why <b>tests</b> matter', CategorySlug: 'programming' }),
      Content:
        '<p>Tests <strong>catch</strong> regressions.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    assert.equal(post.Slug, 'why-tests-matter');
    assert.equal(post.Title, 'Why tests matter');
    assert.equal(post.Content, '<p>Tests <strong>catch</strong> regressions.</p>');
    assert.equal(post.Excerpt, 'Tests catch regressions.');
    assert.deepEqual(post.Author, {
      Id: author.user.id,
      Slug: author.user.slug,
      Name: 'Ada Lovelace',
      PhotoUrl: null,
    });
    assert.deepEqual(post.Category, { Slug: 'programming', Title: 'Programming' });
    assert.equal(post.IsOwner, true);
    assert.equal(post.Hidden, false);
    assert.ok(post.PublishedAt, 'published when asked');
    const again = await create(author.session, payload({ Title: 'Why tests matter' }));
    assert.match(again.Slug, /^why-tests-matter-[0-9a-f]{6}$/, 'a taken slug gets a short tail');
  });

  it('refuses a post whose content is only markup, or whose title is only tags, with 400', async () => {
    const empty = await call(
      author.session,
      'POST',
      '/posts',
      payload({ Content: '<p> </p><script>x</script>' }),
    );
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, POST_TEXTS.contentRequired);
    const title = await call(author.session, 'POST', '/posts', payload({ Title: '<b></b>' }));
    assert.equal(title.statusCode, 400);
    assert.equal(title.json().message, POST_TEXTS.titleRequired);
  });

  it('answers 400 to unknown fields, an author or slug in the body, and a title over 150 characters', async () => {
    for (const body of [
      { ...payload(), AuthorId: other.user.id },
      { ...payload(), Slug: 'chosen' },
      payload({ Title: 'x'.repeat(151) }),
      { Title: 'No published flag', Content: '<p>Text</p>' },
    ]) {
      const res = await call(author.session, 'POST', '/posts', body as PostPayload);
      assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 80));
    }
  });

  it('accepts only the caller’s own image as cover and only a top-level category', async () => {
    const mine = await createMedia(app.db, {
      ownerId: author.user.id,
      extension: 'image/png',
      subDir: 'posts',
      visibility: 'public',
    });
    const theirs = await createMedia(app.db, { ownerId: other.user.id, extension: 'image/png' });
    const pdf = await createMedia(app.db, { ownerId: author.user.id, extension: 'application/pdf' });
    const post = await create(author.session, payload({ Title: 'With a cover', ImageMediaId: mine.id }));
    assert.equal(post.ImageMediaId, mine.id);
    assert.equal(post.Image?.url, mine.url);
    for (const id of [theirs.id, pdf.id]) {
      const res = await call(author.session, 'POST', '/posts', payload({ ImageMediaId: id }));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, POST_TEXTS.imageNotFound);
    }
    for (const slug of ['programming-web', 'no-such-category']) {
      const res = await call(author.session, 'POST', '/posts', payload({ CategorySlug: slug }));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, POST_TEXTS.categoryNotFound);
    }
  });

  it('updates the author’s post, keeping its slug and first publication date', async () => {
    const post = await create(author.session, payload({ Title: 'First title' }));
    const res = await call(author.session, 'PUT', `/posts/${post.Slug}`, {
      ...payload({ Title: 'Second title', CategorySlug: 'programming' }),
      Content: '<p>New body</p><script>steal()</script>',
    });
    assert.equal(res.statusCode, 200, res.body);
    const updated = res.json<Post>();
    assert.equal(updated.Slug, post.Slug);
    assert.equal(updated.Title, 'Second title');
    assert.equal(updated.Content, '<p>New body</p>');
    assert.equal(updated.PublishedAt, post.PublishedAt);
    assert.equal(updated.Category?.Slug, 'programming');
    const unpublished = await call(
      author.session,
      'PUT',
      `/posts/${post.Slug}`,
      payload({ Published: false }),
    );
    assert.equal(unpublished.json<Post>().PublishedAt, null, 'unpublishing makes it a draft again');
  });

  it('answers 404 to someone else updating or deleting the post, and leaves it unchanged', async () => {
    const post = await create(author.session, payload({ Title: 'Mine only' }));
    const update = await call(other.session, 'PUT', `/posts/${post.Slug}`, payload({ Title: 'Taken over' }));
    assert.equal(update.statusCode, 404);
    assert.equal((await call(other.session, 'DELETE', `/posts/${post.Slug}`)).statusCode, 404);
    const read = await call(null, 'GET', `/posts/public/${post.Slug}`);
    assert.equal(read.json<Post>().Title, 'Mine only');
  });

  it('keeps a draft invisible to others and to visitors, but readable by its author', async () => {
    const draft = await create(author.session, payload({ Title: 'Secret draft', Published: false }));
    assert.equal(draft.PublishedAt, null);
    assert.equal((await call(other.session, 'GET', `/posts/${draft.Slug}`)).statusCode, 404);
    assert.equal((await call(null, 'GET', `/posts/${draft.Id}`)).statusCode, 404);
    assert.equal((await call(null, 'GET', `/posts/public/${draft.Slug}`)).statusCode, 404);
    const own = await call(author.session, 'GET', `/posts/${draft.Slug}`);
    assert.equal(own.statusCode, 200);
    assert.equal(own.json<Post>().IsOwner, true);
    const list = await call(other.session, 'GET', '/posts?take=50');
    assert.ok(!list.json<{ posts: Post[] }>().posts.some((post) => post.Id === draft.Id));
  });

  it('answers 401 to signed-out writes', async () => {
    // A visitor with the CSRF cookie, so only the missing session is refused.
    const visitor = await anonymous(app);
    assert.equal((await call(visitor, 'POST', '/posts', payload())).statusCode, 401);
    assert.equal((await call(visitor, 'PUT', '/posts/anything', payload())).statusCode, 401);
    assert.equal((await call(visitor, 'DELETE', '/posts/anything')).statusCode, 401);
  });
});
