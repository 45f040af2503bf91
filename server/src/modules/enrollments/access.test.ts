import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ENROLLMENT_TEXTS, type EnrolledCourse } from '@portal/shared-api/contract/enrollments';
import type { TestCourse } from '../catalog/factory.ts';
import { createOrder } from '../orders/factory.ts';
import { createSubscription } from '../subscriptions/factory.ts';
import { createEnrollment } from './factory.ts';
import type { TestUser } from '../users/factory.ts';
import { anonymous, signIn } from '../../testing/app.ts';
import { enrollmentsKit } from './test-kit.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('enrolments API: who may follow a course, and enrolling', () => {
  const kit = enrollmentsKit();
  const { call, hasAccess, enroll, list, learner, course } = kit;
  let app: FastifyInstance;
  let instructor: TestUser;
  let free: TestCourse;
  let paid: TestCourse;
  before(async () => {
    ({ app, instructor, free, paid } = await kit.start());
  });
  after(() => kit.stop());

  it('answers 401 to a signed-out visitor and 403 to a write without the CSRF header', async () => {
    for (const url of ['user', `details/${free.id}`, `check-access/${free.id}`, 'subscription-access'])
      assert.equal((await call(null, 'GET', url)).statusCode, 401, url);
    const signedOut = await anonymous(app);
    assert.equal((await enroll(signedOut, free)).statusCode, 401);
    const { session } = await learner();
    const res = await app.inject({
      method: 'POST',
      url: '/api/enrollments/enroll-free',
      headers: { cookie: session.headers.cookie },
      payload: { courseId: free.id },
    });
    assert.equal(res.statusCode, 403);
  });

  it('gives access to a free course once enrolled, to a buyer, to a subscriber and to the creator', async () => {
    const reader = await learner();
    assert.equal(await hasAccess(reader.session, free), false, 'free but not enrolled');
    assert.equal((await enroll(reader.session, free)).statusCode, 201);
    assert.equal(await hasAccess(reader.session, free), true);
    assert.equal(await hasAccess(reader.session, paid), false, 'nothing bought, no plan');

    const buyer = await learner();
    await createOrder(app.db, buyer.user, { courses: [paid], status: 'pending' });
    assert.equal(await hasAccess(buyer.session, paid), false, 'a pending order gives nothing yet');
    await createOrder(app.db, buyer.user, { courses: [paid] });
    assert.equal(await hasAccess(buyer.session, paid), true);

    const subscriber = await learner();
    await createSubscription(app.db, subscriber.user);
    assert.equal(await hasAccess(subscriber.session, paid), true);

    const creator = await signIn(app, instructor.email, instructor.password);
    assert.equal(await hasAccess(creator, paid), true);
  });

  it('refuses access through an ended, cancelled or expired subscription', async () => {
    for (const input of [
      { endsInDays: -1 },
      { status: 'cancelled' as const },
      { status: 'expired' as const },
    ]) {
      const { user, session } = await learner();
      await createSubscription(app.db, user, input);
      assert.equal(await hasAccess(session, paid), false, JSON.stringify(input));
      const res = await call(session, 'GET', 'subscription-access');
      assert.deepEqual(res.json(), { hasActiveSubscription: false });
    }
  });

  it('says whether the user has an active subscription, with or without a course', async () => {
    const { user, session } = await learner();
    assert.deepEqual((await call(session, 'GET', 'subscription-access')).json(), {
      hasActiveSubscription: false,
    });
    await createSubscription(app.db, user);
    assert.deepEqual((await call(session, 'GET', 'subscription-access')).json(), {
      hasActiveSubscription: true,
    });
    const res = await call(session, 'GET', `subscription-access/${paid.id}`);
    assert.deepEqual(res.json(), { hasActiveSubscription: true });
    assert.equal((await call(session, 'GET', 'subscription-access/not-a-course')).statusCode, 404);
  });

  it('enrols in a free course once: 201, then 200 with the same enrolment', async () => {
    const { session } = await learner();
    const first = await enroll(session, free);
    assert.equal(first.statusCode, 201, first.body);
    const created = first.json<EnrolledCourse>();
    assert.equal(created.Status, 'not_started');
    assert.equal(created.Progress, 0);
    assert.equal(created.Access, 'free');
    const again = await enroll(session, free);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), created);
    assert.equal((await list(session)).length, 1);
  });

  it('refuses to enrol in a paid course without a purchase or plan with 403, and enrols buyers and subscribers', async () => {
    const stranger = await learner();
    const refused = await enroll(stranger.session, paid);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, ENROLLMENT_TEXTS.notFree);
    assert.deepEqual(await list(stranger.session), []);

    const buyer = await learner();
    await createOrder(app.db, buyer.user, { courses: [paid] });
    await createSubscription(app.db, buyer.user);
    assert.equal((await enroll(buyer.session, paid)).json<EnrolledCourse>().Access, 'purchased');

    const subscriber = await learner();
    await createSubscription(app.db, subscriber.user);
    const res = await enroll(subscriber.session, paid);
    assert.equal(res.statusCode, 201);
    assert.equal(res.json<EnrolledCourse>().Access, 'subscription');
  });

  it('answers 404 for a malformed, unknown or unpublished course, and 400 for an unknown body field', async () => {
    const { user, session } = await learner();
    const draft = await course({ priceCents: 0, published: false });
    await createEnrollment(app.db, user, draft);
    for (const id of ['not-a-uuid', UNKNOWN, draft.id]) {
      for (const [method, url] of [
        ['GET', `check-access/${id}`],
        ['GET', `details/${id}`],
        ['GET', `certificate/${id}`],
        ['GET', `subscription-access/${id}`],
        ['POST', `complete/${id}`],
        ['DELETE', `unenroll/${id}`],
      ] as const) {
        const res = await call(session, method, url);
        assert.equal(res.statusCode, 404, `${method} ${url}`);
        assert.equal(res.json().message, ENROLLMENT_TEXTS.courseNotFound);
      }
      assert.equal((await enroll(session, { id })).statusCode, 404, id);
      assert.equal((await call(session, 'PUT', `progress/${id}`, { paused: true })).statusCode, 404);
      assert.equal((await call(session, 'PUT', `library/${id}`, { IsFavorite: true })).statusCode, 404);
    }
    assert.deepEqual(await list(session), [], 'an unpublished course is not listed');
    const res = await call(session, 'POST', 'enroll-free', { courseId: free.id, userId: user.id });
    assert.equal(res.statusCode, 400);
  });
});
