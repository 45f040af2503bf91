import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../users/tables.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn } from '../../testing/app.ts';

const login = (app: FastifyInstance, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: payload as object });

describe('sign-in', () => {
  let app: FastifyInstance;
  let user: TestUser;
  let credentials: { email: string; password: string };
  before(async () => {
    app = await createTestApp();
    user = await createUser(app.db, { firstname: 'Alex' });
    credentials = { email: user.email, password: user.password };
  });
  after(() => app.close());

  it('signs a user in and /api/auth/me names them, without the password hash', async () => {
    const session = await signIn(app, user.email, user.password);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().user.Email, user.email);
    assert.equal(me.json().user.Firstname, 'Alex');
    assert.equal(me.json().user.passwordHash, undefined);
  });

  it('accepts the email in any case', async () => {
    const client = await anonymous(app);
    const res = await login(app, client.headers, {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    assert.equal(res.statusCode, 200, res.body);
  });

  it('answers 401 to /api/auth/me without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/me' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(Object.keys(res.json()).sort(), ['error', 'message', 'statusCode']);
  });

  it('gives a wrong password and an unknown account the same answer', async () => {
    const client = await anonymous(app);
    const wrong = await login(app, client.headers, { email: user.email, password: 'not-it' });
    const unknown = await login(app, client.headers, { email: 'nobody@example.test', password: 'not-it' });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.equal(wrong.json().message, 'Invalid email or password.');
    assert.deepEqual(wrong.json(), unknown.json());
  });

  it('refuses a state-changing request without the CSRF header with 403', async () => {
    const client = await anonymous(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: client.headers.cookie },
      payload: credentials,
    });
    assert.equal(res.statusCode, 403);
    const mismatched = await login(app, { ...client.headers, 'x-csrf-token': 'forged' }, credentials);
    assert.equal(mismatched.statusCode, 403);
  });

  it('sets a readable csrf_token cookie on the first answer and an HttpOnly session cookie at login', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const csrf = String(first.headers['set-cookie']);
    assert.match(csrf, /csrf_token=/);
    assert.doesNotMatch(csrf, /HttpOnly/i);
    const client = await anonymous(app);
    const res = await login(app, client.headers, credentials);
    const sid = String(res.headers['set-cookie']);
    assert.match(sid, /sid=.+HttpOnly/i);
    assert.match(sid, /SameSite=Lax/i);
  });

  it('gives a new session id at every sign-in and ends the old one', async () => {
    const first = await signIn(app, user.email, user.password);
    const again = await login(app, first.headers, credentials);
    assert.equal(again.statusCode, 200);
    const old = await app.inject({ method: 'GET', url: '/api/auth/me', headers: first.headers });
    assert.equal(old.statusCode, 401);
  });

  it('ends the session at logout', async () => {
    const session = await signIn(app, user.email, user.password);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    assert.equal(out.statusCode, 204);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    assert.equal(me.statusCode, 401);
  });

  it('registers a student with the role user, signed in, and refuses a taken email', async () => {
    const client = await anonymous(app);
    const payload = {
      firstname: 'Nina',
      lastname: 'Park',
      email: 'Nina.Park@example.test',
      password: 'long enough pass',
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: client.headers,
      payload,
    });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().user.Role, 'user');
    assert.equal(res.json().user.Email, 'nina.park@example.test');
    // Stored as argon2id at OWASP's baseline cost (19 MiB, two passes), never lighter.
    const [stored] = await app.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'nina.park@example.test'));
    assert.match(stored!.hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: client.headers,
      payload,
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'An account with this email already exists.');
  });

  it('refuses registration with a short password, a bad email or a role field', async () => {
    const client = await anonymous(app);
    const base = {
      firstname: 'Nina',
      lastname: 'Park',
      email: 'np@example.test',
      password: 'long enough pass',
    };
    const short = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: client.headers,
      payload: { ...base, password: 'short' },
    });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'Password must be at least 8 characters long');
    const email = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: client.headers,
      payload: { ...base, email: 'nope' },
    });
    assert.equal(email.json().message, 'Invalid email address');
    const role = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: client.headers,
      payload: { ...base, role: 'administrator' },
    });
    assert.equal(role.statusCode, 400);
    assert.equal(role.json().message, 'Unknown field: role');
  });
});

describe('sign-in rate limit', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ loginAttemptsPerMinute: 3 });
  });
  after(() => app.close());

  it('answers 429 with Retry-After once an IP passes the attempts per minute', async () => {
    const client = await anonymous(app);
    const attempts = [];
    for (let i = 0; i < 4; i += 1)
      attempts.push(await login(app, client.headers, { email: 'x@academy.test', password: 'wrong-one' }));
    assert.deepEqual(
      attempts.map((r) => r.statusCode),
      [401, 401, 401, 429],
    );
    assert.ok(Number(attempts[3]!.headers['retry-after']) > 0);
    assert.match(attempts[3]!.json().message, /Too many attempts/);
  });
});
