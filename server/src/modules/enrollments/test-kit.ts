// What the enrolment test files share: an app with an instructor's free and paid course, learners signed in
// on demand, and the calls a client makes under /api/enrollments.
import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EnrolledCourse } from '@portal/shared-api/contract/enrollments';
import { createCourse, lessonSections, type TestCourse } from '../catalog/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

export type Learner = { user: TestUser; session: TestSession };

/** Call `start` in `before` (it answers what it made) and `stop` in `after`. */
export function enrollmentsKit() {
  const kit = {
    app: undefined as unknown as FastifyInstance,
    instructor: undefined as unknown as TestUser,
    async start() {
      kit.app = await createTestApp();
      kit.instructor = await createUser(kit.app.db, { role: 'instructor' });
      const free = await kit.course({ priceCents: 0 });
      const paid = await kit.course({ priceCents: 4900 });
      return { app: kit.app, instructor: kit.instructor, free, paid };
    },
    async stop() {
      await kit.app?.close();
    },
    call: (
      session: TestSession | null,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ): Promise<LightMyRequestResponse> =>
      kit.app.inject({ method, url: `/api/enrollments/${url}`, headers: session?.headers ?? {}, payload }),
    async hasAccess(session: TestSession, course: { id: string }) {
      const res = await kit.call(session, 'GET', `check-access/${course.id}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ hasAccess: boolean }>().hasAccess;
    },
    enroll: (session: TestSession, course: { id: string }) =>
      kit.call(session, 'POST', 'enroll-free', { courseId: course.id }),
    async list(session: TestSession, url = 'user') {
      const res = await kit.call(session, 'GET', url);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<EnrolledCourse[]>();
    },
    async learner(): Promise<Learner> {
      const user = await createUser(kit.app.db);
      return { user, session: await signIn(kit.app, user.email, user.password) };
    },
    course: (overrides: Partial<Parameters<typeof createCourse>[1]> = {}): Promise<TestCourse> =>
      createCourse(kit.app.db, {
        instructorId: kit.instructor.id,
        sections: lessonSections(2, 2),
        ...overrides,
      }),
  };
  return kit;
}
