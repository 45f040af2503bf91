import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Dashboard, Meeting } from '@portal/shared-api/contract';
import { createTestApp, signIn } from './helpers.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('dashboard API', () => {
  let app: FastifyInstance;
  let student: Session;
  let other: Session;

  const dashboard = async (session: Session) => {
    const res = await app.inject({ method: 'GET', url: '/api/dashboard', headers: session.headers });
    assert.equal(res.statusCode, 200);
    return res.json<Dashboard>();
  };

  before(async () => {
    app = await createTestApp({ seed: true });
    student = await signIn(app, 'student@academy.test', 'Student#2026');
    other = await signIn(app, 'student2@academy.test', 'Student#2026');
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dashboard' });
    assert.equal(res.statusCode, 401);
  });

  it("shows the seeded student's courses by last access with real progress", async () => {
    const { stats, recentCourses } = await dashboard(student);
    assert.ok(stats.enrolledCourses > 0, 'the demo student is enrolled in courses');
    assert.equal(stats.enrolledCourses, stats.inProgressCourses + stats.completedCourses);
    assert.ok(recentCourses.length > 0 && recentCourses.length <= 6);
    const accessed = recentCourses.map((c) => new Date(c.LastAccessedAt).getTime());
    assert.deepEqual(
      accessed,
      [...accessed].sort((a, b) => b - a),
    );
    for (const course of recentCourses) {
      assert.ok(course.Progress >= 0 && course.Progress <= 100);
      if (course.Status === 'completed') assert.equal(course.Progress, 100);
    }
  });

  it('derives the level and the points to the next level from the points (01 §9)', async () => {
    const { stats } = await dashboard(student);
    assert.equal(stats.level, Math.floor(stats.TotalPoints / 100) + 1);
    assert.equal(stats.NextLevelPoints, 100 - (stats.TotalPoints % 100));
    assert.ok(stats.CurrentStreak >= 1);
  });

  it('lists at most 3 earned achievements, newest first', async () => {
    const { achievements } = await dashboard(student);
    assert.ok(achievements.length <= 3);
    const earned = achievements.map((a) => new Date(a.EarnedAt ?? 0).getTime());
    assert.deepEqual(
      earned,
      [...earned].sort((a, b) => b - a),
    );
    assert.ok(achievements.every((a) => a.IsEarned));
  });

  it("shows the user's own upcoming meetings soonest first, never another user's", async () => {
    const schedule = (session: Session, title: string, minutes: number) =>
      app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: session.headers,
        payload: {
          Title: title,
          StartTime: new Date(Date.now() + minutes * 60_000).toISOString(),
          Type: 'group',
          IsRecorded: false,
        },
      });
    const mine = (await schedule(student, 'Dashboard check-in', 30)).json<Meeting>();
    await schedule(other, 'Somebody else’s call', 20);
    const { upcomingMeetings } = await dashboard(student);
    assert.ok(upcomingMeetings.length <= 5);
    assert.ok(upcomingMeetings.some((m) => m.Id === mine.Id && m.Topic === 'Dashboard check-in'));
    assert.equal(
      upcomingMeetings.some((m) => m.Topic === 'Somebody else’s call'),
      false,
    );
    const starts = upcomingMeetings.map((m) => new Date(m.StartTime).getTime());
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    assert.ok(starts.every((start) => start > Date.now()));
  });
});
