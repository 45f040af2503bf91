// The portal behind a reverse proxy on loopback, as a school runs it behind nginx (TRUST_PROXY=1): cookies are
// Secure, the Security page shows the client's own address, and an X-Forwarded-For the client writes itself
// changes nothing, neither the address recorded nor the per-address sign-in limit
// (docs/product/deployment.md#proxies).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { readConfig } from './config.ts';
import { createTestApp } from './testing/app.ts';
import {
  requestFrom,
  startReverseProxy,
  type ProxiedAnswer,
  type ReverseProxy,
} from './testing/reverse-proxy.ts';
import { createUser, type TestUser } from './modules/users/factory.ts';
import { engineIndependent } from './testing/database.ts';

// A client on another loopback address than the proxy's, so "the client's address" and "the proxy's" differ.
const CLIENT = '127.0.0.2';
const SPOOFED = '203.0.113.9';
const ATTEMPTS_PER_MINUTE = 4;

const cookieLine = (answer: ProxiedAnswer, name: string) =>
  [answer.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${name}=`));
const valueOf = (line: string | undefined) => line?.split(';')[0]?.split('=')[1] ?? '';

describe('behind a reverse proxy', engineIndependent, () => {
  let app: FastifyInstance;
  let proxy: ReverseProxy;
  let user: TestUser;
  let csrf: string;
  const viaProxy = (
    path: string,
    options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
  ) => requestFrom(CLIENT, proxy.port, { path, ...options });

  before(async () => {
    app = await createTestApp({
      trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy,
      loginAttemptsPerMinute: ATTEMPTS_PER_MINUTE,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startReverseProxy({ port: (app.server.address() as AddressInfo).port, scheme: 'https' });
    user = await createUser(app.db);
    const first = await viaProxy('/api/health');
    csrf = valueOf(cookieLine(first, 'csrf_token'));
  });
  after(async () => {
    await proxy.close();
    await app.close();
  });

  it('sets Secure cookies, records the client’s own address, and ignores the one the client wrote', async () => {
    const first = await viaProxy('/api/health');
    assert.match(cookieLine(first, 'csrf_token') ?? '', /; Secure/);
    const login = await viaProxy('/api/auth/login', {
      method: 'POST',
      headers: { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'x-forwarded-for': SPOOFED },
      json: { email: user.email, password: user.password },
    });
    assert.equal(login.status, 200, login.body);
    const session = cookieLine(login, 'sid');
    assert.match(session ?? '', /; HttpOnly/);
    assert.match(session ?? '', /; Secure/);

    const sessions = await viaProxy('/api/security/sessions', {
      headers: { cookie: `csrf_token=${csrf}; sid=${valueOf(session)}` },
    });
    assert.equal(sessions.status, 200, sessions.body);
    const [mine] = JSON.parse(sessions.body) as { IpAddress: string; IsActive: boolean }[];
    assert.deepEqual([mine?.IpAddress, mine?.IsActive], [CLIENT, true]);
  });

  it('keeps plain http working for a request that did not come over https: its cookie is not Secure', async () => {
    const direct = await requestFrom('127.0.0.1', (app.server.address() as AddressInfo).port, {
      path: '/api/health',
    });
    assert.ok(cookieLine(direct, 'csrf_token'));
    assert.doesNotMatch(cookieLine(direct, 'csrf_token') ?? '', /; Secure/);
  });

  it('counts sign-in attempts against the client’s address, whatever X-Forwarded-For it invents', async () => {
    const attempt = (spoofed: string) =>
      viaProxy('/api/auth/login', {
        method: 'POST',
        headers: { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'x-forwarded-for': spoofed },
        json: { email: user.email, password: 'not the password' },
      });
    // The first test's sign-in counted once already; each try claims a new address.
    const statuses: number[] = [];
    for (let n = 1; n <= ATTEMPTS_PER_MINUTE; n += 1)
      statuses.push((await attempt(`198.51.100.${n}`)).status);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
  });
});
