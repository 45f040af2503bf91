import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LeaderboardEntry, SocialLeaderboard } from '@portal/shared-api/contract/social';
import { rankByPoints } from './scores.ts';
import { awardAchievement, createAchievement } from '../achievements/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createStudySession } from '../course-history/factory.ts';
import { createFollow } from './factory.ts';
import { signedInUser, type SignedInUser } from '../../testing/app.ts';
import { DAY, NOW, socialKit } from './test-kit.ts';

const kit = socialKit();
const { json, course } = kit;

describe('social API', () => {
  before(kit.start);
  after(kit.stop);

  describe('the weekly leaderboard', () => {
    it('ranks the points of the last 7 days among course mates and followed people, ties by username', async () => {
      const lbCourse = await course();
      const names = ['lb-carol', 'lb-bob', 'lb-anna', 'lb-dave', 'lb-erin', 'lb-frank'];
      const people = await Promise.all(names.map((username) => signedInUser(kit.app, { username })));
      const [carol, bob, anna, dave, erin, frank] = people as [
        SignedInUser,
        SignedInUser,
        SignedInUser,
        SignedInUser,
        SignedInUser,
        SignedInUser,
      ];
      const me = await signedInUser(kit.app, { username: 'lb-zoe' });
      const followed = await signedInUser(kit.app, { username: 'lb-followed' });
      const outsider = await signedInUser(kit.app, { username: 'lb-outsider' });
      for (const who of [...people, me]) await createEnrollment(kit.app.db, who.user, lbCourse);
      await createFollow(kit.app.db, me.user, followed.user);
      const earn = (who: SignedInUser, points: number, daysAgo = 0) =>
        createStudySession(kit.app.db, who.user, { points, daysAgo });
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
      const badge = await createAchievement(kit.app.db, { points: 15 });
      const old = await createAchievement(kit.app.db, { points: 700 });
      await awardAchievement(kit.app.db, dave.user, badge, { earnedAt: new Date(NOW.getTime() - 2 * DAY) });
      await awardAchievement(kit.app.db, dave.user, old, { earnedAt: new Date(NOW.getTime() - 9 * DAY) });

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
});
