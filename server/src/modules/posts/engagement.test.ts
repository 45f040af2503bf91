import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  POST_TEXTS,
  type MyPostStats,
  type PostComment,
  type PostCommentList,
  type PostOpinionState,
  type PostRatings,
  type PostStats,
} from '@portal/shared-api/contract/posts';
import { eq } from 'drizzle-orm';
import { postComments, postOpinions } from './tables.ts';
import { createPost } from './factory.ts';
import {
  anonymous,
  createTestApp,
  signedInUser,
  type SignedInUser,
  type TestSession,
} from '../../testing/app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('comments, opinions, ratings and stats of blog posts', () => {
  let app: FastifyInstance;
  let author: SignedInUser;
  let reader: SignedInUser;
  let third: SignedInUser;
  let slug: string;
  let otherSlug: string;
  let draftSlug: string;

  const call = (session: TestSession | null, method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: session?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const comment = async (
    session: TestSession,
    postSlug: string,
    content: string,
    parentCommentId?: string,
  ) => {
    const res = await call(session, 'POST', `/posts/${postSlug}/comments`, { content, parentCommentId });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<PostComment>();
  };
  const comments = async (session: TestSession | null, postSlug: string) => {
    const res = await call(session, 'GET', `/posts/${postSlug}/comments`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<PostCommentList>().comments;
  };
  const opinion = async (session: TestSession, type: string, postSlug = slug) => {
    const res = await call(session, 'POST', `/posts/${postSlug}/opinions`, { type });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<PostOpinionState>();
  };

  before(async () => {
    app = await createTestApp();
    author = await signedInUser(app, { firstname: 'Grace', lastname: 'Hopper' });
    reader = await signedInUser(app);
    third = await signedInUser(app);
    slug = (await createPost(app.db, author.user, { title: 'Debugging stories' })).slug;
    otherSlug = (await createPost(app.db, reader.user)).slug;
    draftSlug = (await createPost(app.db, author.user, { publishedAt: null })).slug;
  });
  after(async () => {
    await app.close();
  });

  describe('comments', () => {
    it('threads a reply under its parent, as plain text, with the writer and who may edit', async () => {
      const parent = await comment(reader.session, slug, 'Great <b>read</b>, thanks!<script>x()</script>');
      assert.equal(parent.Content, 'Great read, thanks!');
      assert.equal(parent.ParentCommentId, null);
      const reply = await comment(author.session, slug, 'Glad it helped.', parent.Id);
      assert.equal(reply.ParentCommentId, parent.Id);
      const seen = await comments(reader.session, slug);
      const mine = seen.find((c) => c.Id === parent.Id)!;
      const theirs = seen.find((c) => c.Id === reply.Id)!;
      assert.equal(mine.CanEdit, true);
      assert.equal(theirs.CanEdit, false);
      assert.equal(theirs.Author.Name, 'Grace Hopper');
      const anonymousView = await comments(null, slug);
      assert.ok(anonymousView.length >= 2, 'signed-out readers see the comments');
      assert.ok(anonymousView.every((c) => !c.CanEdit && !c.CanDelete));
    });

    it('refuses a reply to a comment of another post with 400', async () => {
      const elsewhere = await comment(author.session, otherSlug, 'On the other post.');
      const res = await call(reader.session, 'POST', `/posts/${slug}/comments`, {
        content: 'Misplaced reply',
        parentCommentId: elsewhere.Id,
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, POST_TEXTS.commentParentMismatch);
    });

    it('answers 404 to a comment on a draft, 400 to an empty one and 401 signed out', async () => {
      assert.equal(
        (await call(reader.session, 'POST', `/posts/${draftSlug}/comments`, { content: 'Hi' })).statusCode,
        404,
      );
      assert.equal(
        (await call(reader.session, 'POST', `/posts/${slug}/comments`, { content: '<i></i>' })).statusCode,
        400,
      );
      const visitor = await anonymous(app);
      assert.equal(
        (await call(visitor, 'POST', `/posts/${slug}/comments`, { content: 'Hi' })).statusCode,
        401,
      );
    });

    it('lets the writer edit their comment (marked edited) and refuses another’s with 403', async () => {
      const own = await comment(reader.session, slug, 'Typo hree');
      const edited = await call(reader.session, 'PUT', `/posts/comments/${own.Id}`, { content: 'Typo here' });
      assert.equal(edited.statusCode, 200, edited.body);
      assert.equal(edited.json<PostComment>().Content, 'Typo here');
      assert.ok(edited.json<PostComment>().EditedAt);
      const refused = await call(third.session, 'PUT', `/posts/comments/${own.Id}`, { content: 'Hijacked' });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, POST_TEXTS.commentEditOwn);
      const unknown = await call(
        reader.session,
        'PUT',
        '/posts/comments/00000000-0000-4000-8000-000000000000',
        {
          content: 'x',
        },
      );
      assert.equal(unknown.statusCode, 404);
    });

    it('deletes the writer’s own comment with its replies; the post’s author may delete too, others 403', async () => {
      const parent = await comment(reader.session, slug, 'To be removed');
      const reply = await comment(third.session, slug, 'A reply', parent.Id);
      assert.equal((await call(third.session, 'DELETE', `/posts/comments/${parent.Id}`)).statusCode, 403);
      assert.equal((await call(reader.session, 'DELETE', `/posts/comments/${parent.Id}`)).statusCode, 204);
      const ids = (await comments(null, slug)).map((c) => c.Id);
      assert.ok(!ids.includes(parent.Id) && !ids.includes(reply.Id), 'the reply goes with its parent');
      const other = await comment(third.session, slug, 'Off-topic');
      assert.equal((await call(author.session, 'DELETE', `/posts/comments/${other.Id}`)).statusCode, 204);
    });

    it('hides a moderated comment and its replies from everyone but its writer', async () => {
      const hidden = await comment(third.session, slug, 'Rude remark');
      const reply = await comment(reader.session, slug, 'Answering the rude remark', hidden.Id);
      await app.db.update(postComments).set({ hiddenAt: new Date() }).where(eq(postComments.id, hidden.Id));
      const others = (await comments(reader.session, slug)).map((c) => c.Id);
      assert.ok(!others.includes(hidden.Id) && !others.includes(reply.Id));
      const writer = (await comments(third.session, slug)).find((c) => c.Id === hidden.Id);
      assert.equal(writer?.Hidden, true);
    });
  });

  describe('opinions', () => {
    it('keeps one like or dislike per reader: LIKE then DISLIKE leaves one dislike and no like', async () => {
      const post = (await createPost(app.db, author.user)).slug;
      const liked = await opinion(reader.session, 'LIKE', post);
      assert.deepEqual([liked.Opinions.LIKE, liked.UserOpinion], [1, 'LIKE']);
      assert.equal(
        (await opinion(reader.session, 'LIKE', post)).Opinions.LIKE,
        1,
        'liking twice counts once',
      );
      const disliked = await opinion(reader.session, 'DISLIKE', post);
      assert.deepEqual(
        [disliked.Opinions.LIKE, disliked.Opinions.DISLIKE, disliked.UserOpinion],
        [0, 1, 'DISLIKE'],
      );
      const mine = await call(reader.session, 'GET', `/posts/${post}/opinions/user`);
      assert.deepEqual(mine.json(), { type: 'DISLIKE' });
      const removed = await call(reader.session, 'DELETE', `/posts/${post}/opinions/DISLIKE`);
      assert.equal(removed.statusCode, 200);
      assert.deepEqual(
        [removed.json<PostOpinionState>().Opinions.DISLIKE, removed.json<PostOpinionState>().UserOpinion],
        [0, null],
      );
      assert.deepEqual((await call(reader.session, 'GET', `/posts/${post}/opinions/user`)).json(), {
        type: null,
      });
    });

    it('counts a signed-in reader’s view once per day', async () => {
      const post = (await createPost(app.db, author.user)).slug;
      assert.equal((await opinion(reader.session, 'VIEW', post)).Opinions.VIEW, 1);
      assert.equal((await opinion(reader.session, 'VIEW', post)).Opinions.VIEW, 1);
      assert.equal((await opinion(third.session, 'VIEW', post)).Opinions.VIEW, 2);
      // A day later the same reader counts again.
      await app.db
        .update(postOpinions)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(postOpinions.type, 'VIEW'));
      assert.equal((await opinion(reader.session, 'VIEW', post)).Opinions.VIEW, 3);
    });

    it('refuses an unknown opinion type with 400 and opinions on a draft with 404', async () => {
      assert.equal(
        (await call(reader.session, 'POST', `/posts/${slug}/opinions`, { type: 'LOVE' })).statusCode,
        400,
      );
      assert.equal((await call(reader.session, 'DELETE', `/posts/${slug}/opinions/VIEW`)).statusCode, 400);
      assert.equal(
        (await call(reader.session, 'POST', `/posts/${draftSlug}/opinions`, { type: 'LIKE' })).statusCode,
        404,
      );
    });
  });

  describe('ratings and stats', () => {
    it('accepts ratings from 1 to 5 only (0 and 6 answer 400)', async () => {
      for (const rating of [0, 6, 2.5]) {
        const res = await call(reader.session, 'POST', `/posts/${slug}/ratings`, { rating });
        assert.equal(res.statusCode, 400, `rating ${rating}`);
      }
    });

    it('refuses the author rating their own post with 403', async () => {
      const res = await call(author.session, 'POST', `/posts/${slug}/ratings`, { rating: 5 });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, POST_TEXTS.rateOwn);
    });

    it('keeps one rating per reader: rating again replaces it, and the summary follows', async () => {
      const first = await call(reader.session, 'POST', `/posts/${slug}/ratings`, {
        rating: 2,
        review: 'Too <b>short</b>',
      });
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(first.json<PostRatings>().mine, { rating: 2, review: 'Too short' });
      await call(third.session, 'POST', `/posts/${slug}/ratings`, { rating: 5 });
      const again = await call(reader.session, 'POST', `/posts/${slug}/ratings`, {
        rating: 4,
        review: 'Better on a second read',
      });
      const summary = again.json<PostRatings>();
      assert.equal(summary.count, 2);
      assert.equal(summary.average, 4.5);
      assert.deepEqual(summary.distribution, { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 });
      assert.equal(summary.ratings[0]!.Review, 'Better on a second read', 'newest first');
      const publicView = await call(null, 'GET', `/posts/${slug}/ratings`);
      assert.equal(publicView.json<PostRatings>().mine, null);
      assert.equal(publicView.json<PostRatings>().count, 2);
    });

    it('answers a post’s stats to anyone and the author’s totals to the author', async () => {
      const post = await createPost(app.db, author.user, {
        views: 4,
        likedBy: [reader.user],
        dislikedBy: [third.user],
      });
      const stats = (await call(null, 'GET', `/posts/${post.slug}/stats`)).json<PostStats>();
      assert.deepEqual(stats, {
        views: 4,
        likes: 1,
        dislikes: 1,
        comments: 0,
        ratingAverage: 0,
        ratingCount: 0,
      });
      const res = await call(author.session, 'GET', '/posts/stats');
      assert.equal(res.statusCode, 200, res.body);
      const mine = res.json<MyPostStats>();
      assert.ok(mine.views >= 4 && mine.likes >= 1 && mine.ratingCount === 2);
      assert.equal(mine.posts - mine.published, 1, 'one draft');
      assert.equal((await call(null, 'GET', `/posts/${draftSlug}/stats`)).statusCode, 404);
      assert.equal((await call(null, 'GET', '/posts/stats')).statusCode, 401);
    });
  });
});
