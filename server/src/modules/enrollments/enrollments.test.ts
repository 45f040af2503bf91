import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ENROLLMENT_TEXTS, type EnrolledCourse } from '@portal/shared-api/contract/enrollments';
import type { TestCourse } from '../catalog/factory.ts';
import { createOrder } from '../orders/factory.ts';
import { completeLessons } from './factory.ts';
import { createUser } from '../users/factory.ts';
import { signIn } from '../../testing/app.ts';
import { enrollmentsKit } from './test-kit.ts';

describe('enrolments API: the Library flags, leaving, and whose enrolments a person reads', () => {
  const kit = enrollmentsKit();
  const { call, enroll, list, learner } = kit;
  let app: FastifyInstance;
  let free: TestCourse;
  let paid: TestCourse;
  before(async () => {
    ({ app, free, paid } = await kit.start());
  });
  after(() => kit.stop());

  it('stores the Library flags per user, changing only the flags given', async () => {
    const { session } = await learner();
    await enroll(session, free);
    const put = (payload: object) => call(session, 'PUT', `library/${free.id}`, payload);
    const favourite = await put({ IsFavorite: true });
    assert.equal(favourite.statusCode, 200, favourite.body);
    assert.deepEqual(
      [favourite.json<EnrolledCourse>().IsFavorite, favourite.json<EnrolledCourse>().IsDownloaded],
      [true, false],
    );
    await put({ IsDownloaded: true, IsRemovedFromLibrary: true });
    const [stored] = await list(session);
    assert.deepEqual(
      [stored!.IsFavorite, stored!.IsDownloaded, stored!.IsRemovedFromLibrary],
      [true, true, true],
    );
    const back = (await put({ IsRemovedFromLibrary: false, IsFavorite: false })).json<EnrolledCourse>();
    assert.deepEqual([back.IsFavorite, back.IsDownloaded, back.IsRemovedFromLibrary], [false, true, false]);
  });

  it('refuses Library flags with unknown fields or none with 400, and for a course not enrolled in with 404', async () => {
    const { session } = await learner();
    await enroll(session, free);
    for (const payload of [{ IsFavorite: true, Progress: 100 }, {}, { IsFavorite: 'yes' }])
      assert.equal(
        (await call(session, 'PUT', `library/${free.id}`, payload)).statusCode,
        400,
        JSON.stringify(payload),
      );
    assert.equal((await call(session, 'PUT', `library/${paid.id}`, { IsFavorite: true })).statusCode, 404);
  });

  it('leaves a free course (true, then false) and keeps its lesson completions for a return', async () => {
    const { user, session } = await learner();
    await enroll(session, free);
    await completeLessons(app.db, user, free.lessons.slice(0, 2));
    const leave = () => call(session, 'DELETE', `unenroll/${free.id}`);
    assert.deepEqual((await leave()).json(), true);
    assert.deepEqual((await leave()).json(), false);
    assert.deepEqual(await list(session), []);
    const back = (await enroll(session, free)).json<EnrolledCourse>();
    assert.deepEqual([back.Progress, back.Status, back.CompletedLessons], [50, 'in_progress', 2]);
  });

  it('refuses to unenrol from a bought course with 409', async () => {
    const { user, session } = await learner();
    await createOrder(app.db, user, { courses: [paid] });
    await enroll(session, paid);
    const res = await call(session, 'DELETE', `unenroll/${paid.id}`);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, ENROLLMENT_TEXTS.boughtStays);
    assert.equal((await list(session)).length, 1);
  });

  it('answers 404 to another student for someone’s enrolments, and lets an administrator read them', async () => {
    const owner = await learner();
    const other = await learner();
    await enroll(owner.session, free);
    await enroll(other.session, free);
    const id = owner.user.id;
    for (const url of [`user/${id}`, `details/${free.id}/${id}`, `check-access/${free.id}/${id}`]) {
      const res = await call(other.session, 'GET', url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.json().message, ENROLLMENT_TEXTS.courseNotFound);
    }
    assert.equal((await list(other.session, `user/${other.user.id}`)).length, 1, 'their own id is fine');
    // Writes only ever touch the caller's own enrolment.
    await call(other.session, 'PUT', `library/${free.id}`, { IsFavorite: true });
    await call(other.session, 'DELETE', `unenroll/${free.id}`);
    const [kept] = await list(owner.session);
    assert.equal(kept!.IsFavorite, false);

    const admin = await createUser(app.db, { role: 'administrator' });
    const adminSession = await signIn(app, admin.email, admin.password);
    assert.deepEqual(await list(adminSession, `user/${id}`), [kept]);
    assert.deepEqual((await call(adminSession, 'GET', `details/${free.id}/${id}`)).json(), kept);
    assert.deepEqual((await call(adminSession, 'GET', `check-access/${free.id}/${id}`)).json(), {
      hasAccess: true,
    });
    assert.equal((await call(adminSession, 'GET', 'user/not-a-uuid')).statusCode, 404);
  });
});
