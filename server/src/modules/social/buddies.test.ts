import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SocialBuddy, SocialBuddyList } from '@portal/shared-api/contract/social';
import { compatibilityScore, jaccard } from './scores.ts';
import { createCourse, lessonSections, type TestCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createHistoryItem, createStudySession } from '../course-history/factory.ts';
import { setLastActive } from './factory.ts';
import { signedInUser, type SignedInUser } from '../../testing/app.ts';
import { DAY, MINUTE, NOW, socialKit } from './test-kit.ts';

const kit = socialKit();
const { call, json, course, enrol } = kit;

describe('social API', () => {
  before(kit.start);
  after(kit.stop);

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
          signedInUser(kit.app, { username }),
        ),
      )) as [SignedInUser, SignedInUser, SignedInUser, SignedInUser, SignedInUser];
      courseA = await createCourse(kit.app.db, {
        instructorId: kit.instructor.id,
        title: 'Algebra',
        sections: lessonSections(1),
      });
      courseB = await course('Biology');
      const courseC = await course('Chemistry');
      await enrol(me, courseA, courseB);
      await enrol(twin, courseA);
      await createEnrollment(kit.app.db, twin.user, courseB, { status: 'completed' });
      await enrol(partial, courseA, courseC);
      await enrol(early, courseA);
      await enrol(stranger, courseC);
      const history = (who: SignedInUser, occurredAt: Date) =>
        createHistoryItem(kit.app.db, who.user, courseA, courseA.lessons[0]!, { occurredAt });
      // Me and twin study at the same hours (one of them ten minutes ago); early only at 08:00.
      for (const who of [me, twin]) {
        await history(who, new Date(NOW.getTime() - 10 * MINUTE));
        await history(who, atHour(1, 8));
      }
      await history(early, atHour(2, 8));
      await setLastActive(kit.app.db, early.user, new Date(NOW.getTime() - 5 * MINUTE));
      await setLastActive(kit.app.db, partial.user, new Date(NOW.getTime() - 3 * 60 * MINUTE));
      await createStudySession(kit.app.db, twin.user, { daysAgo: 0 });
      await createStudySession(kit.app.db, twin.user, { daysAgo: 1 });
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
});
