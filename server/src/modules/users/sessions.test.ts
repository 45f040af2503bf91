import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/deps.ts';
import { testEngine } from '../../testing/database.ts';
import { createUser } from './factory.ts';
import { createTestApp, createTwoApps, signIn, type TestSession } from '../../testing/app.ts';

const me = (app: FastifyInstance, session: TestSession) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });

describe('sessions, cached between requests', () => {
  let app: FastifyInstance;
  const now = { at: new Date('2026-11-23T09:00:00Z') };
  const clock: Clock = { now: () => new Date(now.at) };
  before(async () => {
    app = await createTestApp({}, { clock });
  });
  after(() => app.close());

  it('ends a session after two hours without activity, even while it is cached', async () => {
    const user = await createUser(app.db);
    const session = await signIn(app, user.email, user.password);
    assert.equal((await me(app, session)).statusCode, 200);
    now.at = new Date(now.at.getTime() + 2 * 60 * 60 * 1000 + 1000);
    assert.equal((await me(app, session)).statusCode, 401);
  });

  it('shows a changed name on the next request, not after the cache expires', async () => {
    const user = await createUser(app.db);
    const session = await signIn(app, user.email, user.password);
    assert.equal((await me(app, session)).statusCode, 200);
    const profile = {
      Firstname: 'Renamed',
      Lastname: 'Person',
      Username: user.username,
      Phone: '+1 415 555 0100',
    };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.slug}`,
      headers: session.headers,
      payload: profile,
    });
    assert.equal(saved.statusCode, 200);
    assert.equal((await me(app, session)).json().user.Firstname, 'Renamed');
  });
});

describe('sessions across two API processes on one PostgreSQL', { skip: testEngine !== 'postgres' }, () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  before(async () => {
    [first, second] = await createTwoApps();
  });
  after(async () => {
    await first?.close();
    await second?.close();
  });

  it('signs a session out everywhere at once when another process ends it', async () => {
    const user = await createUser(first.db);
    const session = await signIn(first, user.email, user.password);
    // Both processes have it in their caches now.
    assert.equal((await me(first, session)).statusCode, 200);
    assert.equal((await me(second, session)).statusCode, 200);
    const out = await second.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    assert.equal(out.statusCode, 204);
    // LISTEN/NOTIFY reaches the first process within moments, well before its cache would expire.
    let status = 200;
    for (let attempt = 0; attempt < 50 && status === 200; attempt += 1) {
      status = (await me(first, session)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(status, 401);
  });
});
