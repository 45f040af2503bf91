import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  SOCIAL_TEXTS,
  type SocialComment,
  type SocialCommentList,
  type SocialFeed,
  type SocialPost,
} from '@portal/shared-api/contract/social';
import { contentReports } from '../moderation/tables.ts';
import { createSocialPost } from './factory.ts';
import { signedInUser, type SignedInUser } from '../../testing/app.ts';
import { MINUTE, NOW, socialKit } from './test-kit.ts';

const kit = socialKit();
const { call, json, share } = kit;

describe('social API', () => {
  before(kit.start);
  after(kit.stop);

  it('answers 401 to a signed-out visitor', async () => {
    for (const url of [
      '/api/social/posts',
      '/api/social/buddies',
      '/api/social/groups',
      '/api/social/leaderboard',
    ])
      assert.equal((await call(null, 'GET', url)).statusCode, 401, url);
  });

  describe('the feed', () => {
    let alex: SignedInUser;
    let blair: SignedInUser;

    before(async () => {
      alex = await signedInUser(kit.app, { firstname: 'Alex', lastname: 'Quill' });
      blair = await signedInUser(kit.app, { firstname: 'Blair', lastname: 'Stone' });
    });

    it('shares an update as plain text, with trimmed tags, authored by the caller and counted from zero', async () => {
      const res = await share(alex, {
        Type: 'tip',
        Content: '  <b>Review</b> flashcards<script>alert(1)</script> daily <img src=x onerror=alert(2)> ',
        Tags: [' memory ', 'Habits', 'habits', ' '],
      });
      assert.equal(res.statusCode, 201, res.body);
      const post = res.json<SocialPost>();
      assert.equal(post.Content, 'Review flashcards daily');
      assert.deepEqual(post.Tags, ['memory', 'Habits']);
      assert.equal(post.Author.Id, alex.user.id);
      assert.equal(post.Type, 'tip');
      assert.deepEqual(
        [post.Likes, post.Comments, post.IsLiked, post.IsBookmarked, post.isAuthor],
        [0, 0, false, false, true],
      );
    });

    it('refuses a post without a type or content, too long, only HTML, or with unknown or server-owned fields', async () => {
      const cases: [Record<string, unknown>, string | null][] = [
        [{ Type: '', Content: 'Hello' }, SOCIAL_TEXTS.typeRequired],
        [{ Type: 'rant', Content: 'Hello' }, SOCIAL_TEXTS.typeRequired],
        [{ Type: 'tip', Content: '   ' }, SOCIAL_TEXTS.contentRequired],
        [{ Type: 'tip', Content: 'x'.repeat(501) }, SOCIAL_TEXTS.contentTooLong],
        [{ Type: 'tip', Content: '<img src=x><script>x</script>' }, SOCIAL_TEXTS.contentRequired],
        [{ Type: 'tip', Content: 'Hi', Likes: 99 }, 'Unknown field: Likes'],
        [{ Type: 'tip', Content: 'Hi', AuthorId: blair.user.id }, 'Unknown field: AuthorId'],
        [
          { Type: 'tip', Content: 'Hi', Tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
          SOCIAL_TEXTS.tooManyTags,
        ],
      ];
      for (const [body, message] of cases) {
        const res = await share(alex, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        if (message) assert.equal(res.json().message, message);
      }
      assert.equal((await share(alex, { Type: 'tip', Content: 'x'.repeat(500) })).statusCode, 201);
    });

    it('lists the newest first, filters by type and searches content, author and tags', async () => {
      const author = await signedInUser(kit.app, {
        username: 'zelda-feed',
        firstname: 'Zelda',
        lastname: 'Feedwright',
      });
      const base = NOW.getTime() + 60 * MINUTE;
      await createSocialPost(kit.app.db, author.user, {
        type: 'question',
        content: 'Who studies at dawn?',
        createdAt: new Date(base),
      });
      await createSocialPost(kit.app.db, author.user, {
        type: 'progress',
        content: 'Week three done',
        tags: ['Milestone'],
        createdAt: new Date(base + MINUTE),
      });
      const feed = await json<SocialFeed>(alex, 'GET', '/api/social/posts?limit=2');
      assert.deepEqual(
        feed.posts.map((p) => p.Content),
        ['Week three done', 'Who studies at dawn?'],
      );
      const questions = await json<SocialFeed>(alex, 'GET', '/api/social/posts?type=question');
      assert.ok(questions.posts.length > 0 && questions.posts.every((p) => p.Type === 'question'));
      const search = async (q: string) =>
        (await json<SocialFeed>(alex, 'GET', `/api/social/posts?q=${encodeURIComponent(q)}`)).posts.map(
          (p) => p.Content,
        );
      assert.deepEqual(await search('AT DAWN'), ['Who studies at dawn?']);
      assert.deepEqual(await search('zelda feedwright'), ['Week three done', 'Who studies at dawn?']);
      assert.deepEqual(await search('milestone'), ['Week three done']);
      assert.deepEqual(await search('100%_'), []);
      assert.equal((await call(alex, 'GET', '/api/social/posts?type=rant')).statusCode, 400);
      assert.equal((await call(alex, 'GET', '/api/social/posts?mine=1')).statusCode, 400);
    });

    it('pages through the whole feed with the cursor, each post once', async () => {
      const all = await json<SocialFeed>(alex, 'GET', '/api/social/posts?limit=50');
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page: SocialFeed = await json<SocialFeed>(alex, 'GET', `/api/social/posts?limit=2${query}`);
        assert.ok(page.posts.length <= 2);
        seen.push(...page.posts.map((p) => p.Id));
        cursor = page.nextCursor;
      } while (cursor);
      assert.deepEqual(
        seen,
        all.posts.map((p) => p.Id),
      );
      assert.equal((await call(alex, 'GET', '/api/social/posts?cursor=yesterday')).statusCode, 400);
    });

    it('counts likes and bookmarks per person on the server, and twice is the same as once', async () => {
      const post = await createSocialPost(kit.app.db, blair.user);
      const url = `/api/social/posts/${post.id}`;
      await json<SocialPost>(alex, 'PUT', `${url}/like`);
      const again = await json<SocialPost>(alex, 'PUT', `${url}/like`);
      assert.deepEqual([again.Likes, again.IsLiked], [1, true]);
      const second = await json<SocialPost>(blair, 'PUT', `${url}/like`);
      assert.deepEqual([second.Likes, second.IsLiked, second.isAuthor], [2, true, true]);
      const saved = await json<SocialPost>(alex, 'PUT', `${url}/bookmark`);
      assert.equal(saved.IsBookmarked, true);
      const unliked = await json<SocialPost>(alex, 'DELETE', `${url}/like`);
      assert.deepEqual([unliked.Likes, unliked.IsLiked, unliked.IsBookmarked], [1, false, true]);
      const asBlair = (await json<SocialFeed>(blair, 'GET', '/api/social/posts?limit=50')).posts.find(
        (p) => p.Id === post.id,
      );
      assert.deepEqual([asBlair?.Likes, asBlair?.IsLiked, asBlair?.IsBookmarked], [1, true, false]);
      assert.equal(
        (await call(alex, 'PUT', `/api/social/posts/${crypto.randomUUID()}/like`)).statusCode,
        404,
      );
      assert.equal((await call(alex, 'PUT', '/api/social/posts/not-an-id/bookmark')).statusCode, 404);
    });

    it('threads comments oldest first, counts them and lets only the author delete one', async () => {
      const post = await createSocialPost(kit.app.db, blair.user);
      const url = `/api/social/posts/${post.id}/comments`;
      const first = await json<SocialComment>(alex, 'POST', url, { Content: 'Great <em>tip</em>!' }, 201);
      assert.equal(first.Content, 'Great tip!');
      await json<SocialComment>(blair, 'POST', url, { Content: 'Thanks' }, 201);
      const thread = await json<SocialCommentList>(alex, 'GET', url);
      assert.deepEqual(
        thread.comments.map((c) => [c.Content, c.isAuthor]),
        [
          ['Great tip!', true],
          ['Thanks', false],
        ],
      );
      const counted = (await json<SocialFeed>(alex, 'GET', '/api/social/posts?limit=50')).posts.find(
        (p) => p.Id === post.id,
      );
      assert.equal(counted?.Comments, 2);
      assert.equal((await call(blair, 'DELETE', `/api/social/comments/${first.Id}`)).statusCode, 403);
      assert.equal((await call(alex, 'DELETE', `/api/social/comments/${first.Id}`)).statusCode, 204);
      assert.equal((await call(alex, 'DELETE', `/api/social/comments/${first.Id}`)).statusCode, 404);
      assert.equal((await json<SocialCommentList>(alex, 'GET', url)).comments.length, 1);
      assert.equal(
        (await call(alex, 'POST', url, { Content: ' ' })).json().message,
        SOCIAL_TEXTS.commentRequired,
      );
      assert.equal((await call(alex, 'POST', url, { Content: 'x', PostId: post.id })).statusCode, 400);
      assert.equal(
        (await call(alex, 'GET', `/api/social/posts/${crypto.randomUUID()}/comments`)).statusCode,
        404,
      );
    });

    it("refuses to delete another person's post (403) and deletes one's own", async () => {
      const post = await createSocialPost(kit.app.db, blair.user);
      const res = await call(alex, 'DELETE', `/api/social/posts/${post.id}`);
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, SOCIAL_TEXTS.postAuthorOnly);
      assert.equal((await call(blair, 'DELETE', `/api/social/posts/${post.id}`)).statusCode, 204);
      assert.equal((await call(blair, 'PUT', `/api/social/posts/${post.id}/like`)).statusCode, 404);
      assert.equal((await call(blair, 'DELETE', `/api/social/posts/${post.id}`)).statusCode, 404);
    });

    it('stores a report of a post or a comment once, for the moderators, within the hourly limit', async () => {
      const reporter = await signedInUser(kit.app);
      const post = await createSocialPost(kit.app.db, blair.user);
      const comment = await json<SocialComment>(
        blair,
        'POST',
        `/api/social/posts/${post.id}/comments`,
        { Content: 'Spam' },
        201,
      );
      const report = (body: Record<string, unknown>) => call(reporter, 'POST', '/api/social/reports', body);
      assert.equal(
        (await report({ postId: post.id, reason: 'inappropriate', description: '<b>rude</b>' })).statusCode,
        201,
      );
      assert.equal((await report({ postId: post.id, reason: 'other' })).statusCode, 409);
      assert.equal((await report({ commentId: comment.Id, reason: 'quality' })).statusCode, 201);
      const stored = await kit.app.db
        .select()
        .from(contentReports)
        .where(eq(contentReports.reporterId, reporter.user.id));
      assert.deepEqual(
        stored.map((r) => [r.socialPostId, r.socialCommentId, r.description]).sort(),
        [
          [null, comment.Id, ''],
          [post.id, null, 'rude'],
        ].sort(),
      );
      assert.equal(
        (await report({ postId: post.id, commentId: comment.Id, reason: 'other' })).statusCode,
        400,
      );
      assert.equal((await report({ reason: 'other' })).statusCode, 400);
      assert.equal((await report({ postId: post.id, reason: 'boring' })).statusCode, 400);
      assert.equal((await report({ postId: post.id, reason: 'other', status: 'resolved' })).statusCode, 400);
      assert.equal((await report({ postId: crypto.randomUUID(), reason: 'other' })).statusCode, 404);
      const more = await Promise.all([1, 2, 3, 4].map(() => createSocialPost(kit.app.db, blair.user)));
      const answers = [];
      for (const extra of more)
        answers.push((await report({ postId: extra.id, reason: 'other' })).statusCode);
      assert.deepEqual(answers, [201, 201, 201, 429]);
    });
  });
});
