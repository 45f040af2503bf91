import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { TrendingCourses } from '@portal/shared-api/contract/dashboard';
import { createCourse } from '../catalog/factory.ts';
import { createUser } from '../users/factory.ts';
import { createTestApp, signedInUser, type TestSession } from '../../testing/app.ts';

describe('dashboard: trending courses', () => {
  let app: FastifyInstance;
  let student: TestSession;

  const trending = async (session?: TestSession) =>
    app.inject({ method: 'GET', url: '/api/dashboard/trending', headers: session?.headers ?? {} });

  before(async () => {
    app = await createTestApp();
    const instructorId = (await createUser(app.db, { role: 'instructor' })).id;
    // Students 10 to 80; two courses tie at 50 students and are told apart by their rating.
    const open = [
      { title: 'Ten', studentsCount: 10 },
      { title: 'Eighty', studentsCount: 80 },
      { title: 'Thirty', studentsCount: 30 },
      { title: 'Fifty, rated 3', studentsCount: 50, ratingAvg: 3 },
      { title: 'Seventy', studentsCount: 70 },
      { title: 'Fifty, rated 4.5', studentsCount: 50, ratingAvg: 4.5 },
      { title: 'Twenty', studentsCount: 20 },
      { title: 'Sixty', studentsCount: 60 },
    ];
    for (const course of open) await createCourse(app.db, { instructorId, ...course });
    // More popular, but not in the catalogue.
    await createCourse(app.db, { instructorId, title: 'Draft', studentsCount: 900, published: false });
    await createCourse(app.db, { instructorId, title: 'Archived', studentsCount: 800, archived: true });
    student = (await signedInUser(app)).session;
  });
  after(() => app.close());

  it('answers 401 to a signed-out visitor', async () => {
    assert.equal((await trending()).statusCode, 401);
  });

  it('lists the 6 most popular courses of the catalogue: most students, then best rated', async () => {
    const res = await trending(student);
    assert.equal(res.statusCode, 200, res.body);
    const { courses } = res.json<TrendingCourses>();
    assert.deepEqual(
      courses.map((course) => [course.Title, course.Students]),
      [
        ['Eighty', 80],
        ['Seventy', 70],
        ['Sixty', 60],
        ['Fifty, rated 4.5', 50],
        ['Fifty, rated 3', 50],
        ['Thirty', 30],
      ],
    );
  });
});
