import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { MeetingList } from '@portal/shared-api/contract/meetings';
import { blogPosts } from '../posts/tables.ts';
import { meetings } from '../meetings/tables.ts';
import { orders } from '../orders/tables.ts';
import { createCourse } from '../catalog/factory.ts';
import { createOrder } from '../orders/factory.ts';
import { createMeeting } from '../meetings/factory.ts';
import { createPost } from '../posts/factory.ts';
import { createUser, type TestUser } from './factory.ts';
import { createTestApp, reauthenticate, signIn, type TestSession } from '../../testing/app.ts';

const profileOf = (user: TestUser) => ({
  Firstname: 'Alex',
  Lastname: 'Morgan',
  Username: user.username,
  Email: user.email,
  Phone: '+1 415 555 0142',
  Country: 'us',
  Civility: 1,
  Sex: 1,
  About: 'Front-end developer.',
  Profil: 'Developer',
});

describe('users API (own account)', () => {
  let app: FastifyInstance;
  let student: TestSession;
  let user: TestUser;
  let profile: ReturnType<typeof profileOf>;
  const put = (body: object, slug = user.slug, session = student) =>
    app.inject({ method: 'PUT', url: `/api/users/${slug}`, headers: session.headers, payload: body });

  before(async () => {
    app = await createTestApp();
    user = await createUser(app.db);
    profile = profileOf(user);
  });
  beforeEach(async () => {
    student = await signIn(app, user.email, user.password);
  });
  after(() => app.close());

  it('reads and updates the signed-in user’s profile', async () => {
    const res = await put({ ...profile, Firstname: 'Alexandra', About: 'Now full-stack.' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().Firstname, 'Alexandra');
    const read = await app.inject({
      method: 'GET',
      url: `/api/users/${user.slug}`,
      headers: student.headers,
    });
    assert.equal(read.json().About, 'Now full-stack.');
    assert.equal(read.json().Email, user.email);
  });

  for (const [field, value, message] of [
    ['Firstname', 'A', 'First name is required'],
    ['Lastname', '', 'Last name is required'],
    ['Username', 'ab', 'Username must be at least 3 characters'],
    ['Phone', '12345', 'Valid phone number is required'],
    ['Email', 'not-an-email', 'Invalid email address'],
  ] as const) {
    it(`answers 400 '${message}' for ${field} = '${value}'`, async () => {
      const res = await put({ ...profile, [field]: value });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, message);
    });
  }

  it('refuses to change the email with the spec’s message', async () => {
    const res = await put({ ...profile, Email: 'other@academy.test' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Email cannot be changed. Contact support if needed.');
  });

  it('refuses fields a user may not set', async () => {
    const res = await put({ ...profile, Role: 'administrator' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Unknown field: Role');
  });

  it('refuses another user’s slug with 404, for reading and for writing', async () => {
    const other = await createUser(app.db);
    assert.equal(
      (await app.inject({ method: 'GET', url: `/api/users/${other.slug}`, headers: student.headers }))
        .statusCode,
      404,
    );
    const res = await put({ ...profile, Email: other.email }, other.slug);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'User not found');
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/users/nobody-here',
      headers: student.headers,
    });
    assert.equal(unknown.statusCode, 404, 'the same answer as for a slug that does not exist');
  });

  it('answers 401 when signed out', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/users/${user.slug}` });
    assert.equal(res.statusCode, 401);
  });

  it('changes the password; a wrong current password, a short or a common one is a 400 that says so', async () => {
    const owner = await createUser(app.db);
    const session = await signIn(app, owner.email, owner.password);
    const url = `/api/users/password/${owner.slug}`;
    const change = (payload: object) => app.inject({ method: 'PUT', url, headers: session.headers, payload });
    const wrong = await change({ lastPassword: 'nope', newPassword: 'Another#2026' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'Current password is incorrect.');
    const short = await change({ lastPassword: owner.password, newPassword: '1234567' });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'Password must be at least 8 characters long');
    const common = await change({ lastPassword: owner.password, newPassword: 'Password1' });
    assert.equal(common.statusCode, 400);
    assert.equal(common.json().message, 'This password is too common. Choose one that is harder to guess.');
    const elsewhere = await signIn(app, owner.email, owner.password);
    const ok = await change({ lastPassword: owner.password, newPassword: 'Another#2026' });
    assert.equal(ok.statusCode, 200);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: elsewhere.headers })).statusCode,
      401,
      'other sessions end',
    );
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).statusCode,
      200,
      'this session stays',
    );
    await signIn(app, owner.email, 'Another#2026');
    await assert.rejects(signIn(app, owner.email, owner.password), /401/, 'the old password stops working');
  });
});

describe('account deletion', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp();
  });
  after(() => app.close());

  it('deletes the account, ends the session, and the credentials stop working', async () => {
    const leaving = await createUser(app.db);
    const session = await signIn(app, leaving.email, leaving.password);
    await reauthenticate(app, session, leaving.password);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/users/${leaving.slug}`,
      headers: session.headers,
    });
    assert.equal(res.statusCode, 204);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).statusCode,
      401,
    );
    await assert.rejects(signIn(app, leaving.email, leaving.password), /401/);
  });

  it('takes the user’s own data along and leaves other people’s meetings working without them', async () => {
    const host = await createUser(app.db);
    const leaving = await createUser(app.db);
    const course = await createCourse(app.db, { instructorId: host.id });
    await createOrder(app.db, leaving, { courses: [course] });
    await createPost(app.db, leaving);
    await createMeeting(app.db, leaving, { title: 'Their own meeting', participants: [host] });
    await createMeeting(app.db, host, {
      title: 'Host’s meeting',
      participants: [leaving, await createUser(app.db)],
    });
    const session = await signIn(app, leaving.email, leaving.password);
    await reauthenticate(app, session, leaving.password);
    const url = `/api/users/${leaving.slug}`;
    assert.equal((await app.inject({ method: 'DELETE', url, headers: session.headers })).statusCode, 204);

    const none = async (query: PromiseLike<{ n: number }[]>) => assert.equal((await query)[0]!.n, 0);
    await none(app.db.select({ n: count() }).from(orders).where(eq(orders.userId, leaving.id)));
    await none(app.db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.authorId, leaving.id)));
    await none(app.db.select({ n: count() }).from(meetings).where(eq(meetings.hostId, leaving.id)));
    const hostSession = await signIn(app, host.email, host.password);
    const upcoming = await app.inject({
      method: 'GET',
      url: '/api/meetings?scope=upcoming',
      headers: hostSession.headers,
    });
    assert.equal(upcoming.statusCode, 200);
    const list = upcoming.json<MeetingList>().meetings;
    assert.deepEqual(
      list.map((m) => m.Title),
      ['Host’s meeting'],
    );
    assert.equal(list[0]!.Participants.length, 1);
  });

  it('refuses to delete another user’s account with 404, and without the CSRF header with 403', async () => {
    const owner = await createUser(app.db);
    const other = await createUser(app.db);
    const session = await signIn(app, owner.email, owner.password);
    await reauthenticate(app, session, owner.password);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/users/${other.slug}`,
      headers: session.headers,
    });
    assert.equal(theirs.statusCode, 404);
    const forged = await app.inject({
      method: 'DELETE',
      url: `/api/users/${owner.slug}`,
      headers: { cookie: session.headers.cookie },
    });
    assert.equal(forged.statusCode, 403);
    await signIn(app, other.email, other.password);
    await signIn(app, owner.email, owner.password);
  });
});
