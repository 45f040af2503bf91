// Re-authentication (docs/product/auth.md#re-authentication): a stolen session alone cannot enrol another
// authenticator, switch alerts off, change the recovery email, end the owner's sessions or delete the account.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/deps.ts';
import { createTestApp, reauthenticate, signIn, signedInUser, type TestSession } from '../../testing/app.ts';
import { totpCodeAt } from '../security/index.ts';

const now = { at: new Date('2026-11-23T09:00:00Z') };
const clock: Clock = { now: () => new Date(now.at) };

let app: FastifyInstance;
before(async () => {
  app = await createTestApp({}, { clock });
});
after(() => app.close());

const call = (session: TestSession, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload && { payload }) });

const reauth = (session: TestSession, payload: object) =>
  call(session, 'POST', '/api/auth/reauthenticate', payload);

const alerts = { EmailNotifications: false, LoginAlerts: false, SuspiciousActivityAlerts: false };

describe('re-authentication', () => {
  it('refuses every sensitive change in a fresh session with a 403 a client recognises', async () => {
    const { user, session } = await signedInUser(app);
    const other = await signIn(app, user.email, user.password);
    const [otherId] = (
      await app.inject({ method: 'GET', url: '/api/security/sessions', headers: other.headers })
    )
      .json()
      .filter((row: { IsActive: boolean }) => !row.IsActive)
      .map((row: { Id: string }) => row.Id);
    const attempts = [
      call(session, 'PUT', '/api/security/alerts', alerts),
      call(session, 'POST', '/api/security/two-factor/setup'),
      call(session, 'POST', '/api/security/two-factor/enable', { Code: '123456' }),
      call(session, 'POST', '/api/security/two-factor/disable', { Password: user.password }),
      call(session, 'POST', '/api/security/backup-codes', { Password: user.password }),
      call(session, 'PUT', '/api/security/recovery-email', { Email: 'thief@example.test' }),
      call(session, 'DELETE', `/api/security/sessions/${String(otherId)}`),
      call(session, 'POST', '/api/security/sessions/terminate-others'),
      call(session, 'DELETE', `/api/users/${user.slug}`),
    ];
    for (const res of await Promise.all(attempts)) {
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(res.json().error, 'Reauthentication Required');
      assert.equal(res.json().message, 'Confirm it is you: enter your password again to continue.');
    }
    // Nothing happened: the other session still works and the account is there.
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers });
    assert.equal(me.statusCode, 200);
  });

  it('allows the changes for 10 minutes after the password, in that session only', async () => {
    const { user, session } = await signedInUser(app);
    const other = await signIn(app, user.email, user.password);
    assert.equal((await reauth(session, { Password: 'not-my-password' })).statusCode, 400);
    assert.equal((await reauth(session, { Password: user.password })).statusCode, 204);
    assert.equal((await call(session, 'PUT', '/api/security/alerts', alerts)).statusCode, 200);
    assert.equal((await call(other, 'PUT', '/api/security/alerts', alerts)).statusCode, 403);
    now.at = new Date(now.at.getTime() + 10 * 60_000 + 1000);
    assert.equal((await call(session, 'PUT', '/api/security/alerts', alerts)).statusCode, 403);
  });

  it('asks for the two-factor code too when two-factor is on', async () => {
    const { user, session } = await signedInUser(app);
    await reauthenticate(app, session, user.password);
    const setup = await call(session, 'POST', '/api/security/two-factor/setup');
    const secret = setup.json().Secret as string;
    const enable = { Code: totpCodeAt(secret, now.at) };
    assert.equal((await call(session, 'POST', '/api/security/two-factor/enable', enable)).statusCode, 200);
    now.at = new Date(now.at.getTime() + 11 * 60_000);
    const noCode = await reauth(session, { Password: user.password });
    assert.equal(noCode.statusCode, 400);
    assert.equal(
      noCode.json().message,
      'Enter the 6-digit code from your authenticator app, or a backup code',
    );
    assert.equal((await reauth(session, { Password: user.password, Code: '000000' })).statusCode, 400);
    const ok = await reauth(session, { Password: user.password, Code: totpCodeAt(secret, now.at) });
    assert.equal(ok.statusCode, 204, ok.body);
    assert.equal((await call(session, 'PUT', '/api/security/alerts', alerts)).statusCode, 200);
  });

  it('counts wrong passwords against the account, so a stolen session cannot guess it', async () => {
    const { user, session } = await signedInUser(app);
    for (let n = 0; n < 5; n += 1)
      assert.equal((await reauth(session, { Password: `guess-${n}` })).statusCode, 400);
    const paused = await reauth(session, { Password: user.password });
    assert.equal(paused.statusCode, 429);
    assert.ok(Number(paused.headers['retry-after']) > 0);
  });
});
