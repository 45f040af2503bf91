import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { LearningOverview } from '@portal/shared-api/contract/enrollments';
import { createStudySession } from '../course-history/factory.ts';
import { createUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

describe('learning overview API', () => {
  let app: FastifyInstance;

  const overview = async (session: TestSession) => {
    const res = await app.inject({ method: 'GET', url: '/api/learning/overview', headers: session.headers });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<LearningOverview>();
  };
  const learner = async () => {
    const user = await createUser(app.db);
    return { user, session: await signIn(app, user.email, user.password) };
  };

  before(async () => {
    app = await createTestApp();
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/learning/overview' })).statusCode, 401);
  });

  it('starts a new learner at level 1, 100 points from level 2, with the streak of 1 the spec defaults to', async () => {
    const { session } = await learner();
    assert.deepEqual(await overview(session), {
      TotalHoursLearned: 0,
      HoursThisWeek: 0,
      CurrentStreak: 1,
      TotalPoints: 0,
      NextLevelPoints: 100,
      Level: 1,
    });
  });

  it('sums all hours and those of the last 7 days, counts the streak and turns points into a level', async () => {
    const { user, session } = await learner();
    await createStudySession(app.db, user, { daysAgo: 0, minutes: 60, points: 100 });
    await createStudySession(app.db, user, { daysAgo: 1, minutes: 30, points: 100 });
    await createStudySession(app.db, user, { daysAgo: 6, minutes: 30, points: 30 });
    await createStudySession(app.db, user, { daysAgo: 7, minutes: 120, points: 20 });
    assert.deepEqual(await overview(session), {
      TotalHoursLearned: 4,
      HoursThisWeek: 2,
      CurrentStreak: 2,
      TotalPoints: 250,
      NextLevelPoints: 50,
      Level: 3,
    });
  });
});
