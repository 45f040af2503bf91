// The cookies a production site sets (docs/product/deployment.md#cookies); behind a TLS proxy, see
// src/reverse-proxy.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import * as OTPAuth from 'otpauth';
import { twoFactorSecrets } from '../security/tables.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp } from '../../testing/app.ts';
import { engineIndependent } from '../../testing/database.ts';

/** Each Set-Cookie line of an answer by cookie name: the value and the attributes as written. */
function setCookies(res: LightMyRequestResponse): Map<string, { value: string; attributes: string[] }> {
  const lines = [res.headers['set-cookie'] ?? []].flat();
  return new Map(
    lines.map((line) => {
      const [pair = '', ...attributes] = line.split('; ');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), { value: pair.slice(at + 1), attributes }];
    }),
  );
}

async function signInAs(app: FastifyInstance, user: TestUser) {
  const first = await app.inject({ method: 'GET', url: '/api/health' });
  const csrf = setCookies(first);
  const [csrfName, { value: token }] = [...csrf.entries()][0]!;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { cookie: `${csrfName}=${token}`, 'x-csrf-token': token },
    payload: { email: user.email, password: user.password },
  });
  assert.equal(login.statusCode, 200, login.body);
  return { csrf, login: setCookies(login), csrfName, token };
}

describe('cookies on a production site', engineIndependent, () => {
  let app: FastifyInstance;
  let user: TestUser;
  before(async () => {
    app = await createTestApp({ production: true, publicUrl: 'https://academy.example' });
    user = await createUser(app.db);
  });
  after(() => app.close());

  it('names the session and CSRF cookies __Host- and makes them Secure, even on a plain http request', async () => {
    const { csrf, login, csrfName } = await signInAs(app, user);
    assert.equal(csrfName, '__Host-csrf_token');
    assert.deepEqual(csrf.get('__Host-csrf_token')!.attributes, ['Path=/', 'Secure', 'SameSite=Lax']);
    const session = login.get('__Host-sid');
    assert.ok(session, 'the session cookie is __Host-sid');
    assert.ok(session.attributes.includes('Secure') && session.attributes.includes('HttpOnly'));
    assert.ok(
      session.attributes.includes('Path=/') && !session.attributes.some((a) => a.startsWith('Domain')),
    );
    assert.equal(login.get('sid'), undefined);
  });

  it('signs in and out with the __Host- names, clearing the session cookie with its Secure attribute', async () => {
    const { login, csrfName } = await signInAs(app, user);
    // The sign-in answers with the session's own CSRF token.
    const token = login.get(csrfName)!.value;
    const cookie = `${csrfName}=${token}; __Host-sid=${login.get('__Host-sid')!.value}`;
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    assert.equal(me.statusCode, 200);
    const plain = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `sid=${login.get('__Host-sid')!.value}` },
    });
    assert.equal(plain.statusCode, 401, 'a cookie without the prefix is not the session');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'x-csrf-token': token },
    });
    assert.equal(out.statusCode, 204);
    const cleared = setCookies(out).get('__Host-sid');
    assert.equal(cleared?.value, '');
    assert.ok(cleared.attributes.includes('Secure'), 'a browser ignores a __Host- cookie set without Secure');
  });
  it('carries a two-factor sign-in through the __Secure- challenge cookie, kept to the sign-in routes', async () => {
    const guarded = await createUser(app.db);
    const secret = new OTPAuth.Secret({ size: 20 });
    await app.db
      .insert(twoFactorSecrets)
      .values({ userId: guarded.id, secret: secret.base32, confirmedAt: new Date() });
    const first = setCookies(await app.inject({ method: 'GET', url: '/api/health' }));
    const token = first.get('__Host-csrf_token')!.value;
    const csrf = { cookie: `__Host-csrf_token=${token}`, 'x-csrf-token': token };
    const password = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: csrf,
      payload: { email: guarded.email, password: guarded.password },
    });
    assert.equal(password.statusCode, 202, password.body);
    const challenge = setCookies(password).get('__Secure-sid_2fa');
    assert.deepEqual(
      challenge?.attributes.filter((a) => !a.startsWith('Max-Age')),
      ['Path=/api/auth', 'HttpOnly', 'Secure', 'SameSite=Strict'],
    );
    const code = new OTPAuth.TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      headers: { ...csrf, cookie: `${csrf.cookie}; __Secure-sid_2fa=${challenge!.value}` },
      payload: { Code: code },
    });
    assert.equal(done.statusCode, 200, done.body);
    const answered = setCookies(done);
    assert.ok(answered.get('__Host-sid')?.value, 'signed in');
    assert.equal(answered.get('__Secure-sid_2fa')?.value, '', 'the challenge is cleared');
    assert.ok(answered.get('__Secure-sid_2fa')!.attributes.includes('Secure'));
  });
});
