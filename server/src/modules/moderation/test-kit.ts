// What the moderation tests share: one app with an administrator, a learner, an instructor, and a free
// course of another instructor's that the learner is enrolled in; calls as any of them, and reports filed the
// way learners file them.
import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ModerationReportList } from '@portal/shared-api/contract/moderation';
import { moderationActions } from './tables.ts';
import { createCourse, lessonSections, type TestCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';

export type Method = 'GET' | 'POST';

/** Call `start` in `before` and `stop` in `after`; the people and the course are there from `start` on. */
export function moderationKit() {
  const kit = {
    app: undefined as unknown as FastifyInstance,
    admin: undefined as unknown as SignedInUser,
    learner: undefined as unknown as SignedInUser,
    instructor: undefined as unknown as SignedInUser,
    teacher: undefined as unknown as TestUser,
    course: undefined as unknown as TestCourse,
    async start() {
      kit.app = await createTestApp();
      kit.admin = await signedInUser(kit.app, { role: 'administrator', firstname: 'Ada', lastname: 'Admin' });
      kit.learner = await signedInUser(kit.app);
      kit.instructor = await signedInUser(kit.app, { role: 'instructor' });
      kit.teacher = await createUser(kit.app.db, {
        role: 'instructor',
        firstname: 'Sarah',
        lastname: 'Johnson',
      });
      kit.course = await createCourse(kit.app.db, {
        instructorId: kit.teacher.id,
        priceCents: 0,
        sections: lessonSections(2),
      });
      await createEnrollment(kit.app.db, kit.learner.user, kit.course);
    },
    stop: () => kit.app?.close(),
    call: (
      who: SignedInUser,
      method: Method,
      url: string,
      payload?: object,
    ): Promise<LightMyRequestResponse> =>
      kit.app.inject({
        method,
        url: `/api${url}`,
        headers: who.session.headers,
        ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
      }),
    async json<T>(who: SignedInUser, method: Method, url: string, payload?: object, status = 200) {
      const res = await kit.call(who, method, url, payload);
      assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
      return res.json<T>();
    },
    openReports: () => kit.json<ModerationReportList>(kit.admin, 'GET', '/moderation/reports?status=open'),
    // Reports are limited to five an hour per person: the social ones come from someone new each time.
    reportOn: async (body: object, who?: SignedInUser) =>
      'lessonId' in body
        ? kit.json<{ id: string }>(who ?? kit.learner, 'POST', '/player/reports', body, 201)
        : kit.json<{ id: string }>(
            who ?? (await signedInUser(kit.app)),
            'POST',
            '/social/reports',
            body,
            201,
          ),
    actionsOn: (reportId: string) =>
      kit.app.db.select().from(moderationActions).where(eq(moderationActions.reportId, reportId)),
  };
  return kit;
}
