// The CSRF token is bound to the session and new at every sign-in, and the CSRF and session checks follow the
// path the router matched, so an encoded path is no way around them (docs/product/auth.md#csrf-and-sessions).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, sessionFrom, signIn } from '../../testing/app.ts';
import { engineIndependent } from '../../testing/database.ts';

const me = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('CSRF tokens and routed paths', engineIndependent, () => {
  let app: FastifyInstance;
  let user: TestUser;
  before(async () => {
    app = await createTestApp();
    user = await createUser(app.db);
  });
  after(() => app.close());

  it('refuses a sign-in through an encoded path without the CSRF header', async () => {
    const client = await anonymous(app);
    const res = await app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      headers: { cookie: client.headers.cookie },
      payload: { email: user.email, password: user.password },
    });
    assert.equal(res.statusCode, 403);
  });

  it('refuses a sign-out through an encoded path without the CSRF header, and keeps the session', async () => {
    const session = await signIn(app, user.email, user.password);
    const res = await app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { cookie: session.headers.cookie },
    });
    assert.equal(res.statusCode, 403);
    assert.equal((await me(app, session.headers)).statusCode, 200);
  });

  it('ends the session when the sign-out comes through an encoded path with the token', async () => {
    const session = await signIn(app, user.email, user.password);
    const res = await app.inject({ method: 'POST', url: '/%61pi/auth/logout', headers: session.headers });
    assert.equal(res.statusCode, 204);
    assert.equal((await me(app, session.headers)).statusCode, 401);
  });

  it('gives a new CSRF token at sign-in; the one read before no longer works', async () => {
    const client = await anonymous(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: client.headers,
      payload: { email: user.email, password: user.password },
    });
    const session = sessionFrom(res.headers['set-cookie']);
    assert.notEqual(session.headers['x-csrf-token'], client.headers['x-csrf-token']);
    const stale = { ...session.headers, 'x-csrf-token': client.headers['x-csrf-token'] };
    const refused = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: stale });
    assert.equal(refused.statusCode, 403);
    const ok = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    assert.equal(ok.statusCode, 204);
  });

  it('refuses another session’s CSRF token, even when the cookie carries it too', async () => {
    const mine = await signIn(app, user.email, user.password);
    const other = await signIn(app, user.email, user.password);
    const token = other.headers['x-csrf-token'];
    const sid = mine.headers.cookie.split('sid=')[1];
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `csrf_token=${token}; sid=${sid}`, 'x-csrf-token': token },
    });
    assert.equal(res.statusCode, 403);
  });
});
