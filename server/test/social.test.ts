import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  SOCIAL_TEXTS,
  type LeaderboardEntry,
  type SocialBuddy,
  type SocialBuddyList,
  type SocialComment,
  type SocialCommentList,
  type SocialFeed,
  type SocialGroup,
  type SocialGroupList,
  type SocialGroupRequestList,
  type SocialLeaderboard,
  type SocialPost,
} from '@portal/shared-api/contract/social';
import { contentReports, studyGroupMembers } from '../src/db/schema/index.ts';
import { compatibilityScore, jaccard, rankByPoints } from '../src/services/social-scores.ts';
import { createCourse, lessonSections, type TestCourse } from './factories/catalog.ts';
import {
  awardAchievement,
  createAchievement,
  createEnrollment,
  createHistoryItem,
  createStudySession,
} from './factories/learning.ts';
import { createFollow, createSocialPost, createStudyGroup, setLastActive } from './factories/social.ts';
import { createUser, type TestUser } from './factories/users.ts';
import { createTestApp, signedInUser, type SignedInUser } from './helpers.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// One instant for the whole file (buddy statuses and the week's window are read from the app's clock), moving
// on a millisecond per reading so that what is written one after the other is dated in that order.
const NOW = new Date();
let ticks = 0;
const clock = { now: () => new Date(NOW.getTime() + ticks++) };

describe('social API', () => {
  let app: FastifyInstance;
  let instructor: TestUser;

  const call = (who: SignedInUser | null, method: string, url: string, payload?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: who?.session.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const json = async <T>(who: SignedInUser, method: string, url: string, payload?: unknown, status = 200) => {
    const res = await call(who, method, url, payload);
    assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
    return res.json<T>();
  };
  const share = (who: SignedInUser, body: Record<string, unknown>) =>
    call(who, 'POST', '/api/social/posts', body);
  const course = (title?: string) =>
    createCourse(app.db, { instructorId: instructor.id, ...(title && { title }) });
  const enrol = (who: SignedInUser, ...courses: TestCourse[]) =>
    Promise.all(courses.map((c) => createEnrollment(app.db, who.user, c)));

  before(async () => {
    app = await createTestApp({}, { clock });
    instructor = await createUser(app.db, { role: 'instructor' });
  });
  after(async () => {
    await app.close();
  });

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
      alex = await signedInUser(app, { firstname: 'Alex', lastname: 'Quill' });
      blair = await signedInUser(app, { firstname: 'Blair', lastname: 'Stone' });
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
      const author = await signedInUser(app, {
        username: 'zelda-feed',
        firstname: 'Zelda',
        lastname: 'Feedwright',
      });
      const base = NOW.getTime() + 60 * MINUTE;
      await createSocialPost(app.db, author.user, {
        type: 'question',
        content: 'Who studies at dawn?',
        createdAt: new Date(base),
      });
      await createSocialPost(app.db, author.user, {
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
      const post = await createSocialPost(app.db, blair.user);
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
      const post = await createSocialPost(app.db, blair.user);
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
      const post = await createSocialPost(app.db, blair.user);
      const res = await call(alex, 'DELETE', `/api/social/posts/${post.id}`);
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, SOCIAL_TEXTS.postAuthorOnly);
      assert.equal((await call(blair, 'DELETE', `/api/social/posts/${post.id}`)).statusCode, 204);
      assert.equal((await call(blair, 'PUT', `/api/social/posts/${post.id}/like`)).statusCode, 404);
      assert.equal((await call(blair, 'DELETE', `/api/social/posts/${post.id}`)).statusCode, 404);
    });

    it('stores a report of a post or a comment once, for the moderators, within the hourly limit', async () => {
      const reporter = await signedInUser(app);
      const post = await createSocialPost(app.db, blair.user);
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
      const stored = await app.db
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
      const more = await Promise.all([1, 2, 3, 4].map(() => createSocialPost(app.db, blair.user)));
      const answers = [];
      for (const extra of more)
        answers.push((await report({ postId: extra.id, reason: 'other' })).statusCode);
      assert.deepEqual(answers, [201, 201, 201, 429]);
    });
  });

  describe('study buddies', () => {
    let me: SignedInUser;
    let twin: SignedInUser;
    let partial: SignedInUser;
    let early: SignedInUser;
    let stranger: SignedInUser;
    let courseA: TestCourse;
    let courseB: TestCourse;

    const atHour = (daysAgo: number, hour: number) => {
      const at = new Date(NOW.getTime() - daysAgo * DAY);
      at.setUTCHours(hour, 0, 0, 0);
      return at;
    };

    before(async () => {
      [me, twin, partial, early, stranger] = (await Promise.all(
        ['bud-me', 'bud-twin', 'bud-partial', 'bud-early', 'bud-stranger'].map((username) =>
          signedInUser(app, { username }),
        ),
      )) as [SignedInUser, SignedInUser, SignedInUser, SignedInUser, SignedInUser];
      courseA = await createCourse(app.db, {
        instructorId: instructor.id,
        title: 'Algebra',
        sections: lessonSections(1),
      });
      courseB = await course('Biology');
      const courseC = await course('Chemistry');
      await enrol(me, courseA, courseB);
      await enrol(twin, courseA);
      await createEnrollment(app.db, twin.user, courseB, { status: 'completed' });
      await enrol(partial, courseA, courseC);
      await enrol(early, courseA);
      await enrol(stranger, courseC);
      const history = (who: SignedInUser, occurredAt: Date) =>
        createHistoryItem(app.db, who.user, courseA, courseA.lessons[0]!, { occurredAt });
      // Me and twin study at the same hours (one of them ten minutes ago); early only at 08:00.
      for (const who of [me, twin]) {
        await history(who, new Date(NOW.getTime() - 10 * MINUTE));
        await history(who, atHour(1, 8));
      }
      await history(early, atHour(2, 8));
      await setLastActive(app.db, early.user, new Date(NOW.getTime() - 5 * MINUTE));
      await setLastActive(app.db, partial.user, new Date(NOW.getTime() - 3 * 60 * MINUTE));
      await createStudySession(app.db, twin.user, { daysAgo: 0 });
      await createStudySession(app.db, twin.user, { daysAgo: 1 });
    });

    const buddies = async (who: SignedInUser) =>
      (await json<SocialBuddyList>(who, 'GET', '/api/social/buddies')).buddies;
    const byName = (list: SocialBuddy[], username: string) => list.find((b) => b.Username === username);

    it('suggests people sharing a course, never the caller or anyone else, the most compatible first', async () => {
      const list = await buddies(me);
      assert.deepEqual(list.map((b) => b.Username).sort(), ['bud-early', 'bud-partial', 'bud-twin']);
      const scores = list.map((b) => b.CompatibilityScore);
      assert.deepEqual(
        scores,
        [...scores].sort((a, b) => b - a),
      );
    });

    it('scores compatibility from the overlap of courses and of study hours (courses alone without study data)', async () => {
      const list = await buddies(me);
      // Same courses, same hours.
      assert.equal(byName(list, 'bud-twin')?.CompatibilityScore, 100);
      // Courses {A} of {A, B}; hours {8} of mine (one or two hours, by the time this runs).
      const recentHour = new Date(NOW.getTime() - 10 * MINUTE).getUTCHours();
      const hours = recentHour === 8 ? 1 : 0.5;
      assert.equal(byName(list, 'bud-early')?.CompatibilityScore, Math.round(((0.5 + hours) / 2) * 100));
      // Courses {A} of {A, B, C}; partial never studied: courses alone.
      assert.equal(byName(list, 'bud-partial')?.CompatibilityScore, 33);
      assert.equal(jaccard(new Set([1, 2]), new Set([2, 3])), 1 / 3);
      const none = { hours: new Set<number>(), weekdays: new Set<number>() };
      const mondays = { hours: new Set<number>(), weekdays: new Set([1]) };
      assert.equal(
        compatibilityScore(
          [new Set(['a']), new Set(['a'])],
          [mondays, { ...mondays, weekdays: new Set([1, 2]) }],
        ),
        75,
      );
      assert.equal(compatibilityScore([new Set(['a']), new Set(['b'])], [none, none]), 0);
    });

    it('shows status, streak, completed and shared courses', async () => {
      const list = await buddies(me);
      const twinCard = byName(list, 'bud-twin');
      assert.deepEqual(
        [
          twinCard?.Status,
          twinCard?.StudyStreak,
          twinCard?.CoursesCompleted,
          twinCard?.CurrentCourses.sort(),
        ],
        ['studying', 2, 1, ['Algebra', 'Biology']],
      );
      assert.equal(byName(list, 'bud-early')?.Status, 'online');
      assert.equal(byName(list, 'bud-partial')?.Status, 'offline');
      assert.deepEqual(byName(list, 'bud-partial')?.CurrentCourses, ['Algebra']);
    });

    it('follows and unfollows; two follows make friends; strangers and oneself cannot be followed', async () => {
      const url = (who: SignedInUser) => `/api/social/buddies/${who.user.id}/follow`;
      assert.deepEqual(await json(me, 'PUT', url(partial)), { IsFollowing: true, IsFriend: false });
      assert.deepEqual(await json(me, 'PUT', url(partial)), { IsFollowing: true, IsFriend: false });
      assert.deepEqual(await json(partial, 'PUT', url(me)), { IsFollowing: true, IsFriend: true });
      const card = byName(await buddies(me), 'bud-partial');
      assert.deepEqual([card?.IsFollowing, card?.IsFriend], [true, true]);
      assert.deepEqual(await json(me, 'DELETE', url(partial)), { IsFollowing: false, IsFriend: false });
      assert.deepEqual(
        [
          byName(await buddies(me), 'bud-partial')?.IsFollowing,
          byName(await buddies(partial), 'bud-me')?.IsFriend,
        ],
        [false, false],
      );
      assert.equal((await call(me, 'PUT', url(stranger))).statusCode, 404);
      assert.equal((await call(me, 'PUT', url(me))).statusCode, 400);
      assert.equal(
        (await call(me, 'PUT', `/api/social/buddies/${crypto.randomUUID()}/follow`)).statusCode,
        404,
      );
    });
  });

  describe('the weekly leaderboard', () => {
    it('ranks the points of the last 7 days among course mates and followed people, ties by username', async () => {
      const lbCourse = await course();
      const names = ['lb-carol', 'lb-bob', 'lb-anna', 'lb-dave', 'lb-erin', 'lb-frank'];
      const people = await Promise.all(names.map((username) => signedInUser(app, { username })));
      const [carol, bob, anna, dave, erin, frank] = people as [
        SignedInUser,
        SignedInUser,
        SignedInUser,
        SignedInUser,
        SignedInUser,
        SignedInUser,
      ];
      const me = await signedInUser(app, { username: 'lb-zoe' });
      const followed = await signedInUser(app, { username: 'lb-followed' });
      const outsider = await signedInUser(app, { username: 'lb-outsider' });
      for (const who of [...people, me]) await createEnrollment(app.db, who.user, lbCourse);
      await createFollow(app.db, me.user, followed.user);
      const earn = (who: SignedInUser, points: number, daysAgo = 0) =>
        createStudySession(app.db, who.user, { points, daysAgo });
      await earn(carol, 50);
      await earn(bob, 30);
      await earn(anna, 30, 6);
      await earn(dave, 20);
      await earn(erin, 20);
      await earn(frank, 500, 7);
      await earn(frank, 5);
      await earn(me, 10);
      await earn(me, 1000, 8);
      await earn(followed, 40, 3);
      await earn(outsider, 900);
      const badge = await createAchievement(app.db, { points: 15 });
      const old = await createAchievement(app.db, { points: 700 });
      await awardAchievement(app.db, dave.user, badge, { earnedAt: new Date(NOW.getTime() - 2 * DAY) });
      await awardAchievement(app.db, dave.user, old, { earnedAt: new Date(NOW.getTime() - 9 * DAY) });

      const board = await json<SocialLeaderboard>(me, 'GET', '/api/social/leaderboard');
      const row = (e: LeaderboardEntry) => [e.Rank, e.Username, e.Points, e.IsCurrentUser];
      assert.deepEqual(board.entries.map(row), [
        [1, 'lb-carol', 50, false],
        [2, 'lb-followed', 40, false],
        [3, 'lb-dave', 35, false],
        [4, 'lb-anna', 30, false],
        [5, 'lb-bob', 30, false],
      ]);
      assert.deepEqual(row(board.currentUser), [7, 'lb-zoe', 10, true]);
      assert.equal(board.entries[2]?.BadgeCount, 2);
      assert.equal(board.currentUser.StudyStreak, 1);
      const asCarol = await json<SocialLeaderboard>(carol, 'GET', '/api/social/leaderboard');
      assert.deepEqual(row(asCarol.entries[0]!), [1, 'lb-carol', 50, true]);
      assert.equal(
        asCarol.entries.some((e) => e.Username === 'lb-followed' || e.Username === 'lb-outsider'),
        false,
      );
      assert.deepEqual(
        rankByPoints([
          { username: 'b', points: 1 },
          { username: 'a', points: 1 },
          { username: 'c', points: 2 },
        ]).map((r) => [r.rank, r.username]),
        [
          [1, 'c'],
          [2, 'a'],
          [3, 'b'],
        ],
      );
    });
  });

  describe('study groups', () => {
    let owner: SignedInUser;
    let member: SignedInUser;
    let groupCourse: TestCourse;

    before(async () => {
      owner = await signedInUser(app);
      member = await signedInUser(app);
      groupCourse = await course('Group course');
      await enrol(owner, groupCourse);
    });

    const valid = () => ({
      Username: 'Night owls',
      Description: 'We study late',
      CourseId: groupCourse.id,
      MaxMembers: 5,
      Privacy: 'public',
      Tags: ['night', ' owls '],
    });

    it('creates a group for one of the creator’s courses, the creator its first member', async () => {
      const group = await json<SocialGroup>(owner, 'POST', '/api/social/groups', valid(), 201);
      assert.deepEqual(
        [
          group.Username,
          group.CourseName,
          group.MemberCount,
          group.MaxMembers,
          group.IsJoined,
          group.isCreator,
          group.Tags,
        ],
        ['Night owls', 'Group course', 1, 5, true, true, ['night', 'owls']],
      );
      const list = await json<SocialGroupList>(owner, 'GET', '/api/social/groups');
      assert.deepEqual(list.courses, [{ Id: groupCourse.id, Title: 'Group course' }]);
      const other = await course();
      const refused = await call(owner, 'POST', '/api/social/groups', { ...valid(), CourseId: other.id });
      assert.deepEqual([refused.statusCode, refused.json().message], [400, SOCIAL_TEXTS.notYourCourse]);
      for (const body of [
        { ...valid(), MemberCount: 3 },
        { ...valid(), CreatedBy: member.user.id },
        { ...valid(), MaxMembers: 1 },
        { ...valid(), Username: ' ' },
      ])
        assert.equal(
          (await call(owner, 'POST', '/api/social/groups', body)).statusCode,
          400,
          JSON.stringify(body),
        );
    });

    it('fills exactly the free seats when ten people join at once, then refuses with 409', async () => {
      const group = await createStudyGroup(app.db, owner.user, { maxMembers: 3 });
      const joiners = await Promise.all(Array.from({ length: 10 }, () => signedInUser(app)));
      const answers = await Promise.all(
        joiners.map((who) => call(who, 'PUT', `/api/social/groups/${group.id}/membership`)),
      );
      const codes = answers.map((res) => res.statusCode).sort();
      assert.deepEqual(codes, [200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
      const seated = await app.db
        .select()
        .from(studyGroupMembers)
        .where(eq(studyGroupMembers.groupId, group.id));
      assert.equal(seated.length, 3);
      const seen = (await json<SocialGroupList>(member, 'GET', '/api/social/groups')).groups.find(
        (g) => g.Id === group.id,
      );
      assert.deepEqual([seen?.MemberCount, seen?.MaxMembers, seen?.IsJoined], [3, 3, false]);
      const full = await call(member, 'PUT', `/api/social/groups/${group.id}/membership`);
      assert.deepEqual([full.statusCode, full.json().message], [409, SOCIAL_TEXTS.groupFull]);
    });

    it('joins and leaves a public group, counting only active members; the creator cannot leave', async () => {
      const group = await createStudyGroup(app.db, owner.user, {
        members: [owner.user],
        pending: [await createUser(app.db)],
      });
      const url = `/api/social/groups/${group.id}/membership`;
      const joined = await json<SocialGroup>(member, 'PUT', url);
      assert.deepEqual(
        [joined.IsJoined, joined.Membership, joined.MemberCount, joined.PendingRequests],
        [true, 'active', 2, 0],
      );
      assert.equal((await json<SocialGroup>(member, 'PUT', url)).MemberCount, 2);
      const left = await json<SocialGroup>(member, 'DELETE', url);
      assert.deepEqual([left.IsJoined, left.Membership, left.MemberCount], [false, null, 1]);
      assert.equal((await call(owner, 'DELETE', url)).statusCode, 409);
      assert.equal(
        (await call(member, 'PUT', `/api/social/groups/${crypto.randomUUID()}/membership`)).statusCode,
        404,
      );
      assert.equal((await call(member, 'PUT', '/api/social/groups/nope/membership')).statusCode, 404);
    });

    it('makes a private group’s joiner wait for the creator, who approves or declines', async () => {
      const group = await createStudyGroup(app.db, owner.user, {
        privacy: 'private',
        maxMembers: 2,
        members: [owner.user],
      });
      const [ann, ben] = await Promise.all([signedInUser(app), signedInUser(app)]);
      const pending = await json<SocialGroup>(ann, 'PUT', `/api/social/groups/${group.id}/membership`);
      assert.deepEqual([pending.IsJoined, pending.Membership, pending.MemberCount], [false, 'pending', 1]);
      await json<SocialGroup>(ben, 'PUT', `/api/social/groups/${group.id}/membership`);
      const requests = `/api/social/groups/${group.id}/requests`;
      assert.equal((await call(ann, 'GET', requests)).statusCode, 403);
      const waiting = await json<SocialGroupRequestList>(owner, 'GET', requests);
      assert.deepEqual(waiting.requests.map((r) => r.UserId).sort(), [ann.user.id, ben.user.id].sort());
      const mine = (await json<SocialGroupList>(owner, 'GET', '/api/social/groups')).groups.find(
        (g) => g.Id === group.id,
      );
      assert.equal(mine?.PendingRequests, 2);
      assert.equal((await call(ann, 'PUT', `${requests}/${ben.user.id}`)).statusCode, 403);
      const approved = await json<SocialGroup>(owner, 'PUT', `${requests}/${ann.user.id}`);
      assert.deepEqual([approved.MemberCount, approved.PendingRequests], [2, 1]);
      const full = await call(owner, 'PUT', `${requests}/${ben.user.id}`);
      assert.deepEqual([full.statusCode, full.json().message], [409, SOCIAL_TEXTS.groupFull]);
      const declined = await json<SocialGroup>(owner, 'DELETE', `${requests}/${ben.user.id}`);
      assert.equal(declined.PendingRequests, 0);
      assert.equal((await call(owner, 'PUT', `${requests}/${ben.user.id}`)).statusCode, 404);
      assert.equal((await call(owner, 'PUT', `${requests}/${ann.user.id}`)).statusCode, 404);
      const annView = (await json<SocialGroupList>(ann, 'GET', '/api/social/groups')).groups.find(
        (g) => g.Id === group.id,
      );
      assert.deepEqual([annView?.IsJoined, annView?.Membership], [true, 'active']);
      const benRow = await app.db
        .select()
        .from(studyGroupMembers)
        .where(and(eq(studyGroupMembers.groupId, group.id), eq(studyGroupMembers.userId, ben.user.id)));
      assert.equal(benRow.length, 0);
    });
  });
});
