import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../core/deps.ts';
import { testEngine } from '../../testing/database.ts';
import { createUser } from './factory.ts';
import { MAX_ENTRIES, SessionCache } from './session-cache.ts';
import { sessions } from './tables.ts';
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

  it('reads an active session again 15 s after the database read, so a revocation whose event was lost counts', async () => {
    const user = await createUser(app.db);
    const session = await signIn(app, user.email, user.password);
    assert.equal((await me(app, session)).statusCode, 200);
    // Revoked behind the cache's back: no 'sessions.changed' event reaches it.
    await app.db.update(sessions).set({ revokedAt: now.at }).where(eq(sessions.userId, user.id));
    now.at = new Date(now.at.getTime() + 10_000);
    assert.equal((await me(app, session)).statusCode, 200, 'still cached 10 s after the read');
    now.at = new Date(now.at.getTime() + 10_000);
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

describe('the session cache', () => {
  it('keeps at most its bound of sessions, forgetting the oldest first', () => {
    const cache = new SessionCache();
    const at = new Date('2026-11-23T09:00:00Z');
    const entry = (n: number) => ({
      sessionId: `s${n}`,
      user: {
        id: `u${n}`,
        slug: 'x',
        email: 'x@example.test',
        role: 'user' as const,
        firstname: null,
        lastname: null,
        username: 'x',
      },
      lastActivityAt: at,
      expiresAt: new Date(at.getTime() + 60_000),
    });
    for (let n = 0; n <= MAX_ENTRIES; n += 1) cache.set(`t${n}`, entry(n), at);
    assert.equal(cache.size, MAX_ENTRIES);
    assert.equal(cache.get('t0', at), null);
    assert.equal(cache.get('t1', at)?.sessionId, 's1');
    assert.equal(cache.get(`t${MAX_ENTRIES}`, at)?.sessionId, `s${MAX_ENTRIES}`);
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
