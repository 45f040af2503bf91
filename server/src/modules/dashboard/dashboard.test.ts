import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Dashboard } from '@portal/shared-api/contract/dashboard';
import type { Meeting } from '@portal/shared-api/contract/meetings';
import { createCourse } from '../catalog/factory.ts';
import { createOrder } from '../orders/factory.ts';
import { awardAchievement, createAchievement } from '../achievements/factory.ts';
import { createCertificate } from '../certificates/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createStudySession } from '../course-history/factory.ts';
import { createMeeting } from '../meetings/factory.ts';
import { createMedia } from '../medias/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('dashboard API', () => {
  let app: FastifyInstance;
  let instructor: TestUser;

  const dashboard = async (session: TestSession) => {
    const res = await app.inject({ method: 'GET', url: '/api/dashboard', headers: session.headers });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<Dashboard>();
  };
  /** A new learner, signed in, with nothing yet. */
  const learner = async () => {
    const user = await createUser(app.db);
    return { user, session: await signIn(app, user.email, user.password) };
  };

  before(async () => {
    app = await createTestApp();
    instructor = await createUser(app.db, { role: 'instructor' });
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dashboard' });
    assert.equal(res.statusCode, 401);
  });

  it('shows an empty dashboard to a new learner: level 1, a streak of 1, nothing listed', async () => {
    const { session } = await learner();
    const { stats, recentCourses, upcomingMeetings, achievements } = await dashboard(session);
    assert.deepEqual(stats, {
      enrolledCourses: 0,
      inProgressCourses: 0,
      completedCourses: 0,
      TotalHoursLearned: 0,
      CurrentStreak: 1,
      TotalPoints: 0,
      NextLevelPoints: 100,
      level: 1,
      certificatesEarned: 0,
    });
    assert.deepEqual([recentCourses, upcomingMeetings, achievements], [[], [], []]);
  });

  it('counts enrolled, in-progress and completed courses, and certificates from the completed ones', async () => {
    const { user, session } = await learner();
    for (const status of ['completed', 'completed', 'in_progress', 'paused', 'not_started'] as const) {
      await createEnrollment(app.db, user, await createCourse(app.db, { instructorId: instructor.id }), {
        status,
      });
    }
    const { stats } = await dashboard(session);
    assert.equal(stats.enrolledCourses, 5);
    assert.equal(stats.completedCourses, 2);
    assert.equal(stats.inProgressCourses, 3);
    assert.equal(stats.certificatesEarned, 2, 'one certificate per completed course when none is recorded');
  });

  it('counts issued certificates when there are some', async () => {
    const { user, session } = await learner();
    const course = await createCourse(app.db, { instructorId: instructor.id });
    await createEnrollment(app.db, user, course, { status: 'completed' });
    await createEnrollment(app.db, user, await createCourse(app.db, { instructorId: instructor.id }), {
      status: 'completed',
    });
    await createCertificate(app.db, user, course);
    assert.equal((await dashboard(session)).stats.certificatesEarned, 1);
  });

  it('lists the 6 most recently accessed courses with their progress and cover, never archived ones', async () => {
    const { user, session } = await learner();
    const cover = await createMedia(app.db, {
      ownerId: instructor.id,
      subDir: 'covers',
      visibility: 'public',
    });
    for (let i = 0; i < 7; i += 1) {
      const course = await createCourse(app.db, { instructorId: instructor.id, title: `Accessed ${i}h ago` });
      await createEnrollment(app.db, user, course, { progress: 10 * i, lastAccessedAt: hoursAgo(i) });
    }
    const completed = await createCourse(app.db, {
      instructorId: instructor.id,
      title: 'Finished long ago',
      coverMediaId: cover.id,
    });
    // Never opened: its enrolment date stands in for the last access.
    const neverOpened = await createEnrollment(app.db, user, completed, {
      status: 'completed',
      progress: 80,
      enrolledAt: hoursAgo(2.5),
    });
    const archived = await createCourse(app.db, { instructorId: instructor.id, archived: true });
    await createEnrollment(app.db, user, archived, { lastAccessedAt: new Date() });

    const { recentCourses } = await dashboard(session);
    assert.deepEqual(
      recentCourses.map((c) => c.Title),
      [
        'Accessed 0h ago',
        'Accessed 1h ago',
        'Accessed 2h ago',
        'Finished long ago',
        'Accessed 3h ago',
        'Accessed 4h ago',
      ],
    );
    const [first, , , done] = recentCourses;
    assert.deepEqual(
      { Progress: first!.Progress, Status: first!.Status, CoverImage: first!.CoverImage },
      { Progress: 0, Status: 'in-progress', CoverImage: null },
    );
    assert.equal(done!.Status, 'completed');
    assert.equal(done!.Progress, 100, 'a completed course shows 100% whatever its stored progress');
    assert.equal(done!.CoverImage, cover.url);
    assert.equal(done!.LastAccessedAt, neverOpened.enrolledAt.toISOString());
  });

  // The rules: docs/product/dashboard.md#level-and-points.
  it('derives hours, points, level and the points to the next level from study sessions', async () => {
    const { user, session } = await learner();
    await createStudySession(app.db, user, { daysAgo: 0, minutes: 90, points: 120 });
    await createStudySession(app.db, user, { daysAgo: 1, minutes: 45, points: 100 });
    await createStudySession(app.db, user, { daysAgo: 2, minutes: 27, points: 30 });
    const { stats } = await dashboard(session);
    assert.equal(stats.TotalHoursLearned, 2.7);
    assert.equal(stats.TotalPoints, 250);
    assert.equal(stats.level, 3);
    assert.equal(stats.NextLevelPoints, 50);
  });

  it('counts the streak of consecutive study days up to today, or up to yesterday before today’s session', async () => {
    const streaking = await learner();
    for (const daysAgo of [0, 1, 2, 3, 5, 6]) await createStudySession(app.db, streaking.user, { daysAgo });
    assert.equal((await dashboard(streaking.session)).stats.CurrentStreak, 4);
    const notYetToday = await learner();
    for (const daysAgo of [1, 2]) await createStudySession(app.db, notYetToday.user, { daysAgo });
    assert.equal((await dashboard(notYetToday.session)).stats.CurrentStreak, 2);
  });

  it('gives 10 points per dollar of successful orders when there are no study points', async () => {
    const { user, session } = await learner();
    const course = await createCourse(app.db, { instructorId: instructor.id, priceCents: 12_550 });
    await createOrder(app.db, user, { courses: [course] });
    await createOrder(app.db, user, { courses: [course], status: 'pending' });
    const { stats } = await dashboard(session);
    assert.equal(stats.TotalPoints, 1255);
    assert.equal(stats.level, 13);
    assert.equal(stats.NextLevelPoints, 45);
  });

  it('lists the 3 latest earned achievements, newest first, never unearned ones', async () => {
    const { user, session } = await learner();
    for (const [title, days] of [
      ['Oldest', 30],
      ['Newest', 1],
      ['Middle', 10],
      ['Second', 5],
    ] as const) {
      const achievement = await createAchievement(app.db, { title, points: 25 });
      await awardAchievement(app.db, user, achievement, { earnedAt: hoursAgo(24 * days) });
    }
    await awardAchievement(app.db, user, await createAchievement(app.db, { title: 'In progress' }), {
      earnedAt: null,
      progress: 60,
    });
    const { achievements } = await dashboard(session);
    assert.deepEqual(
      achievements.map((a) => a.Title),
      ['Newest', 'Second', 'Middle'],
    );
    assert.ok(achievements.every((a) => a.IsEarned && a.Points === 25 && a.EarnedAt !== null));
  });

  it("shows the user's own upcoming meetings soonest first, at most 5, never another user's", async () => {
    const { user, session } = await learner();
    const other = await learner();
    const schedule = (who: TestSession, title: string, minutes: number) =>
      app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: who.headers,
        payload: {
          Title: title,
          StartTime: new Date(Date.now() + minutes * 60_000).toISOString(),
          Type: 'group',
          IsRecorded: false,
        },
      });
    const mine = (await schedule(session, 'Dashboard check-in', 30)).json<Meeting>();
    await schedule(other.session, 'Somebody else’s call', 20);
    await createMeeting(app.db, instructor, { title: 'Invited', participants: [user], startsInMinutes: 10 });
    await createMeeting(app.db, user, { title: 'Yesterday', startsInMinutes: -24 * 60 });
    await createMeeting(app.db, user, { title: 'Cancelled', status: 'stopped', startsInMinutes: 40 });
    for (const hours of [5, 4, 3, 2])
      await createMeeting(app.db, user, { title: `In ${hours}h`, startsInMinutes: hours * 60 });

    const { upcomingMeetings } = await dashboard(session);
    assert.deepEqual(
      upcomingMeetings.map((m) => m.Topic),
      ['Invited', 'Dashboard check-in', 'In 2h', 'In 3h', 'In 4h'],
    );
    assert.equal(upcomingMeetings[1]!.Id, mine.Id);
    assert.equal(upcomingMeetings[0]!.Owner, instructor.username);
  });
});
