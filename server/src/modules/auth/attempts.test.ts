// Sign-in failures counted per account (docs/product/auth.md#attempts-per-account): delays after 5, a
// 15-minute lock after 10 with a notice to the owner, wrong two-factor codes counted across challenges, and
// an unknown email answered exactly like a real one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/deps.ts';
import { createTestApp, reauthenticate, signedInUser, tryLogin } from '../../testing/app.ts';
import { emailOutbox, notifications } from '../notifications/tables.ts';
import { totpCodeAt } from '../security/index.ts';
import { createUser } from '../users/factory.ts';

import { LOCK_MS, waitAfter } from './attempts.ts';

const now = { at: new Date('2026-11-23T09:00:00Z') };
const clock: Clock = { now: () => new Date(now.at) };
const advance = (ms: number) => {
  now.at = new Date(now.at.getTime() + ms);
};

let app: FastifyInstance;
before(async () => {
  app = await createTestApp({}, { clock });
});
after(() => app.close());

const login = (email: string, password: string) => tryLogin(app, email, password);

/** `count` more wrong passwords after `already`, each after the wait the one before asked for. */
async function failTimes(email: string, count: number, already = 0) {
  for (let n = already + 1; n <= already + count; n += 1) {
    assert.equal((await login(email, 'wrong-password')).res.statusCode, 401, `failure ${n}`);
    if (n < already + count) advance(waitAfter(n).ms);
  }
}

describe('sign-in failures per account', () => {
  it('makes the sixth try wait 15 s after five failures, answering a real and an unknown email alike', async () => {
    const user = await createUser(app.db);
    await failTimes(user.email, 5);
    await failTimes('nobody-here@example.test', 5);
    const real = (await login(user.email, user.password)).res;
    const unknown = (await login('nobody-here@example.test', 'anything-at-all')).res;
    assert.equal(real.statusCode, 429);
    assert.equal(real.headers['retry-after'], '15');
    assert.match(real.json().message, /^Too many failed sign-in attempts/);
    assert.deepEqual(unknown.json(), real.json());
    assert.equal(unknown.headers['retry-after'], real.headers['retry-after']);
    advance(15_000);
    assert.equal((await login(user.email, user.password)).res.statusCode, 200);
    // A finished sign-in starts the count again: five more failures before any wait.
    await failTimes(user.email, 4);
    assert.equal((await login(user.email, 'wrong-password')).res.statusCode, 401);
  });

  it('spends one try per parallel guess, so a burst cannot outrun the count', async () => {
    const user = await createUser(app.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(user.email, 'wrong-password').then(({ res }) => res.statusCode)),
    );
    assert.equal(answers.filter((status) => status === 401).length, 5);
    assert.equal(answers.filter((status) => status === 429).length, 7);
  });

  it('locks the account for 15 minutes after ten failures and tells its owner in the inbox and by email', async () => {
    const user = await createUser(app.db);
    await failTimes(user.email, 10);
    const locked = (await login(user.email, user.password)).res;
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.headers['retry-after'], String(LOCK_MS / 1000));
    assert.match(locked.json().message, /retry in 15 minutes/);
    const inbox = await app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    assert.equal(inbox.filter((row) => row.title === 'Sign-in to your account is paused').length, 1);
    const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    assert.ok(mails.some((mail) => mail.subject === 'Sign-in to your account is paused'));
    advance(LOCK_MS - 60_000);
    assert.equal((await login(user.email, user.password)).res.statusCode, 429, 'still locked');
    advance(60_000);
    assert.equal((await login(user.email, user.password)).res.statusCode, 200, 'the lock expires');
  });

  it('tells the owner once a day however often the account is locked again', async () => {
    const user = await createUser(app.db);
    await failTimes(user.email, 10);
    advance(LOCK_MS);
    await failTimes(user.email, 10, 10);
    assert.equal((await login(user.email, user.password)).res.statusCode, 429, 'locked again');
    const inbox = await app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    assert.equal(inbox.filter((row) => row.title === 'Sign-in to your account is paused').length, 1);
    const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    assert.equal(mails.filter((mail) => mail.subject === 'Sign-in to your account is paused').length, 1);
  });

  it('counts wrong two-factor codes against the account; a fresh challenge does not start again', async () => {
    const { user, session } = await signedInUser(app);
    await reauthenticate(app, session, user.password);
    const setup = await app.inject({
      method: 'POST',
      url: '/api/security/two-factor/setup',
      headers: session.headers,
    });
    const secret = setup.json().Secret as string;
    const enabled = await app.inject({
      method: 'POST',
      url: '/api/security/two-factor/enable',
      headers: session.headers,
      payload: { Code: totpCodeAt(secret, now.at) },
    });
    assert.equal(enabled.statusCode, 200, enabled.body);
    const challenge = async () => {
      const { res, client } = await login(user.email, user.password);
      assert.equal(res.statusCode, 202, res.body);
      const sid2fa = String(res.headers['set-cookie']).match(/sid_2fa=([^;]+)/)![1];
      return (Code: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login/two-factor',
          headers: { ...client.headers, cookie: `${client.headers.cookie}; sid_2fa=${sid2fa}` },
          payload: { Code },
        });
    };
    const first = await challenge();
    for (let n = 1; n <= 5; n += 1) assert.equal((await first('000000')).statusCode, 400);
    advance(15_000);
    const second = await challenge();
    assert.equal((await second('000000')).statusCode, 400);
    // The sixth failure asks for 30 s, even with the right code in a new challenge.
    const right = await second(totpCodeAt(secret, new Date(now.at.getTime() + 30_000)));
    assert.equal(right.statusCode, 429);
    advance(30_000);
    const third = await challenge();
    assert.equal((await third(totpCodeAt(secret, now.at))).statusCode, 200);
  });
});
