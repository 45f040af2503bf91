// What the Messages test files share: a classroom (an instructor, three classmates, and a stranger who shares
// nothing with them) and a signed-in client's calls.
import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Conversation, Message } from '@portal/shared-api/contract/messages';
import { createCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Three classmates of one course, an instructor teaching it, and a stranger who shares nothing with them. */
export async function classroom(app: FastifyInstance) {
  const teacher = await signedInUser(app, { role: 'instructor', firstname: 'Sarah', lastname: 'Teach' });
  const course = await createCourse(app.db, { instructorId: teacher.user.id, title: 'React Basics' });
  const [ann, ben, cat] = await Promise.all(
    ['Ann', 'Ben', 'Cat'].map((firstname) => signedInUser(app, { firstname, lastname: 'Learner' })),
  );
  for (const person of [ann!, ben!, cat!]) await createEnrollment(app.db, person.user, course);
  const stranger = await signedInUser(app, { firstname: 'Stan', lastname: 'Ger' });
  return { teacher, ann: ann!, ben: ben!, cat: cat!, stranger, course };
}
export type Classroom = Awaited<ReturnType<typeof classroom>>;

/** Call `start` in `before` and `stop` in `after`; `app` and `people` are there from `start` on. */
export function messagesKit() {
  const kit = {
    app: undefined as unknown as FastifyInstance,
    people: undefined as unknown as Classroom,
    async start() {
      kit.app = await createTestApp();
      kit.people = await classroom(kit.app);
    },
    async stop() {
      await kit.app?.close();
    },
    call: (
      person: SignedInUser,
      method: Method,
      url: string,
      payload?: object,
    ): Promise<LightMyRequestResponse> =>
      kit.app.inject({
        method,
        url,
        headers: person.session.headers,
        ...(payload === undefined ? {} : { payload }),
      }),
    async send(person: SignedInUser, conversationId: string, Content: string, ReplyToId?: string) {
      const res = await kit.call(person, 'POST', `/api/conversations/${conversationId}/messages`, {
        Content,
        ...(ReplyToId ? { ReplyToId } : {}),
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json<Message>();
    },
    /** The direct conversation of the two (opened by the first). */
    async direct(from: SignedInUser, to: SignedInUser) {
      const res = await kit.call(from, 'POST', '/api/conversations', { ParticipantIds: [to.user.id] });
      assert.ok(res.statusCode === 201 || res.statusCode === 200, res.body);
      return res.json<Conversation>();
    },
  };
  return kit;
}
