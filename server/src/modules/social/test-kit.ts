// What the social API's test files share: one app on a clock of their own, a signed-in client's calls, and
// courses to enrol people in (a person's buddies and leaderboard come from shared courses).
import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, type SignedInUser } from '../../testing/app.ts';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
// One instant for the whole file (buddy statuses and the week's window are read from the app's clock), moving
// on a millisecond per reading so that what is written one after the other is dated in that order.
export const NOW = new Date();
let ticks = 0;
const clock = { now: () => new Date(NOW.getTime() + ticks++) };

export type SocialKit = ReturnType<typeof socialKit>;

/** Call `start` in `before` and `stop` in `after`; `app` and `instructor` are there from `start` on. */
export function socialKit() {
  const kit = {
    app: undefined as unknown as FastifyInstance,
    instructor: undefined as unknown as TestUser,
    async start() {
      kit.app = await createTestApp({}, { clock });
      kit.instructor = await createUser(kit.app.db, { role: 'instructor' });
    },
    async stop() {
      await kit.app?.close();
    },
    call: (
      who: SignedInUser | null,
      method: string,
      url: string,
      payload?: unknown,
    ): Promise<LightMyRequestResponse> =>
      kit.app.inject({
        method: method as 'GET',
        url,
        headers: who?.session.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async json<T>(who: SignedInUser, method: string, url: string, payload?: unknown, status = 200) {
      const res = await kit.call(who, method, url, payload);
      assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
      return res.json<T>();
    },
    share: (who: SignedInUser, body: Record<string, unknown>): Promise<LightMyRequestResponse> =>
      kit.call(who, 'POST', '/api/social/posts', body),
    course: (title?: string) =>
      createCourse(kit.app.db, { instructorId: kit.instructor.id, ...(title && { title }) }),
    enrol: (who: SignedInUser, ...courses: TestCourse[]) =>
      Promise.all(courses.map((c) => createEnrollment(kit.app.db, who.user, c))),
  };
  return kit;
}
