// Lengths where none is stored (docs/product/catalog.md#lengths-where-none-is-stored), as the course page, the
// catalogue and the player answer them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { CatalogPage, CourseDetail } from '@portal/shared-api/contract/catalog';
import type { PlayerCourse } from '@portal/shared-api/contract/player';
import { createCourse, type TestCourse } from './factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { signedInUser, createTestApp, type TestSession } from '../../testing/app.ts';
import { createUser } from '../users/factory.ts';

describe('catalogue: lengths where none is stored', () => {
  let app: FastifyInstance;
  let student: TestSession;
  /** No duration; a section of two lessons without lengths, one of 30 and 0 minutes, one empty. */
  let estimated: TestCourse;
  let timed: TestCourse;

  const read = async <T>(url: string, session?: TestSession) => {
    const res = await app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<T>();
  };
  const slugsIn = async (duration: string) =>
    (await read<CatalogPage>(`/api/courses?q=metronome&duration=${duration}`)).courses.map((c) => c.Slug);

  before(async () => {
    app = await createTestApp();
    const instructor = await createUser(app.db, { role: 'instructor' });
    estimated = await createCourse(app.db, {
      instructorId: instructor.id,
      title: 'Metronome Basics',
      priceCents: 0,
      sections: [
        { lessons: [{ durationMinutes: 0 }, { durationMinutes: 0 }] },
        { lessons: [{ durationMinutes: 30 }, { durationMinutes: 0 }] },
        { lessons: [] },
      ],
    });
    timed = await createCourse(app.db, {
      instructorId: instructor.id,
      title: 'Metronome Drills',
      durationMinutes: 45,
      sections: [{ lessons: [{ durationMinutes: 45 }] }],
    });
    const learner = await signedInUser(app);
    await createEnrollment(app.db, learner.user, estimated);
    student = learner.session;
  });
  after(() => app.close());

  it('gives a lesson without a stored length 15 minutes on the course page', async () => {
    const page = await read<CourseDetail>(`/api/courses/${estimated.slug}`);
    assert.deepEqual(
      page.Sections.map((section) => section.Lessons.map((lesson) => lesson.Duration)),
      [[15, 15], [30, 15], []],
    );
  });

  it('estimates a section none of whose lessons has a length at 20 minutes a lesson', async () => {
    const page = await read<CourseDetail>(`/api/courses/${estimated.slug}`);
    assert.deepEqual(
      page.Sections.map((section) => section.Duration),
      [2 * 20, 30 + 15, 0],
      'a section with one known length adds the rest at 15 minutes each',
    );
  });

  it('estimates a course without a duration at 2 hours a section, in its card and the duration filter', async () => {
    assert.equal((await read<CourseDetail>(`/api/courses/${estimated.slug}`)).Duration, 3 * 120);
    assert.equal((await read<CourseDetail>(`/api/courses/${timed.slug}`)).Duration, 45, 'its own duration');
    assert.deepEqual(await slugsIn('long'), [estimated.slug], '360 minutes is 5 to 10 hours');
    assert.deepEqual(await slugsIn('short'), [timed.slug]);
  });

  it('reads the same lengths in the player and My Courses', async () => {
    const mine = await read<{ Slug: string; Duration: number }[]>('/api/enrollments/user', student);
    assert.deepEqual(
      mine.map((course) => [course.Slug, course.Duration]),
      [[estimated.slug, 360]],
    );
    const course = await read<PlayerCourse>(`/api/player/courses/${estimated.slug}`, student);
    assert.equal(course.durationMinutes, 360);
    assert.deepEqual(
      course.sections.map((section) => section.contents.map((lesson) => lesson.durationMinutes)),
      [[15, 15], [30, 15], []],
    );
  });
});
