import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, demo, signIn, type TestSession } from './helpers.ts';

const profile = {
  Firstname: 'Alex',
  Lastname: 'Morgan',
  Username: 'alexmorgan',
  Email: 'student@academy.test',
  Phone: '+1 415 555 0142',
  Country: 'us',
  Civility: 1,
  Sex: 1,
  About: 'Front-end developer.',
  Profil: 'Developer',
};

describe('users API (own account)', () => {
  let app: FastifyInstance;
  let student: TestSession;
  const put = (body: object, slug = 'alexmorgan', session = student) =>
    app.inject({ method: 'PUT', url: `/api/users/${slug}`, headers: session.headers, payload: body });

  before(async () => {
    app = await createTestApp({ seed: true });
  });
  beforeEach(async () => {
    student = await signIn(app, demo.student.email, demo.student.password);
  });
  after(() => app.close());

  it('reads and updates the signed-in user’s profile', async () => {
    const res = await put({ ...profile, Firstname: 'Alexandra', About: 'Now full-stack.' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().Firstname, 'Alexandra');
    const read = await app.inject({ method: 'GET', url: '/api/users/alexmorgan', headers: student.headers });
    assert.equal(read.json().About, 'Now full-stack.');
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
    const other = await signIn(app, demo.student2.email, demo.student2.password);
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers })).json().user;
    assert.equal(
      (await app.inject({ method: 'GET', url: `/api/users/${me.Slug}`, headers: student.headers }))
        .statusCode,
      404,
    );
    const res = await put({ ...profile, Email: me.Email }, me.Slug);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'User not found');
  });

  it('answers 401 when signed out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/alexmorgan' });
    assert.equal(res.statusCode, 401);
  });

  it('changes the password; a wrong current password is a 400 that says so', async () => {
    const url = '/api/users/password/alexmorgan';
    const wrong = await app.inject({
      method: 'PUT',
      url,
      headers: student.headers,
      payload: { lastPassword: 'nope', newPassword: 'Another#2026' },
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'Current password is incorrect.');
    const short = await app.inject({
      method: 'PUT',
      url,
      headers: student.headers,
      payload: { lastPassword: demo.student.password, newPassword: '12345' },
    });
    assert.equal(short.json().message, 'New password must be at least 6 characters');
    const other = await signIn(app, demo.student.email, demo.student.password);
    const ok = await app.inject({
      method: 'PUT',
      url,
      headers: student.headers,
      payload: { lastPassword: demo.student.password, newPassword: 'Another#2026' },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers })).statusCode,
      401,
      'other sessions end',
    );
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: student.headers })).statusCode,
      200,
      'this session stays',
    );
    await signIn(app, demo.student.email, 'Another#2026');
    const back = await app.inject({
      method: 'PUT',
      url,
      headers: student.headers,
      payload: { lastPassword: 'Another#2026', newPassword: demo.student.password },
    });
    assert.equal(back.statusCode, 200);
  });
});

describe('account deletion', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ seed: true });
  });
  after(() => app.close());

  it('deletes the account, ends the session, and the credentials stop working', async () => {
    const session = await signIn(app, demo.student2.email, demo.student2.password);
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).json()
      .user;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/users/${me.Slug}`,
      headers: session.headers,
    });
    assert.equal(res.statusCode, 204);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).statusCode,
      401,
    );
    await assert.rejects(signIn(app, demo.student2.email, demo.student2.password), /401/);
    const meetings = await app.inject({
      method: 'GET',
      url: '/api/meetings?scope=upcoming',
      headers: (await signIn(app, demo.student.email, demo.student.password)).headers,
    });
    assert.equal(meetings.statusCode, 200);
  });
});
