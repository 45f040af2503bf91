// The environment the server refuses to start with, and the plain demo that needs none
// (docs/product/deployment.md#production-defaults).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig } from './config.ts';
import { engineIndependent } from './testing/database.ts';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://academy.example', PAYMENTS: 'test' };

/** The problems readConfig names for an environment, or [] when it starts. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('configuration', engineIndependent, () => {
  it('starts the plain demo with no setting at all: demo data, test payments, plain cookies, no proxy', () => {
    const config = readConfig({});
    assert.equal(config.seedDemo, true);
    assert.equal(config.payments, 'test');
    assert.equal(config.production, false);
    assert.equal(config.trustProxy, false);
    assert.equal(config.publicUrl, 'http://localhost:8080');
  });

  it('loads no demo data in production unless SEED_DEMO=1 asks for it', () => {
    assert.equal(readConfig(PRODUCTION).seedDemo, false);
    assert.equal(readConfig({ ...PRODUCTION, SEED_DEMO: '1' }).seedDemo, true);
  });

  it('refuses production without PUBLIC_URL, or with an http one, naming the setting', () => {
    assert.match(problemsOf({ ...PRODUCTION, PUBLIC_URL: undefined }).join('\n'), /PUBLIC_URL is required/);
    assert.match(
      problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://academy.example' }).join('\n'),
      /must be an https address in production/,
    );
    assert.match(problemsOf({ PUBLIC_URL: 'academy.example' }).join('\n'), /is not a URL/);
    assert.match(problemsOf({ PUBLIC_URL: 'https://academy.example/app?x=1' }).join('\n'), /origin only/);
  });

  it('refuses the test payment provider in production unless PAYMENTS=test says it is a staging site', () => {
    assert.match(
      problemsOf({ ...PRODUCTION, PAYMENTS: undefined }).join('\n'),
      /test provider .* refused in production unless PAYMENTS=test/,
    );
    assert.equal(readConfig(PRODUCTION).payments, 'test');
    assert.match(problemsOf({ PAYMENTS: 'stripe' }).join('\n'), /PAYMENTS=stripe is unknown/);
  });

  it('names every problem at once, so one failed start tells the whole fix', () => {
    assert.equal(problemsOf({ NODE_ENV: 'production', TRUST_PROXY: 'true' }).length, 3);
  });

  it('reads TRUST_PROXY as a hop count or the proxies’ addresses, never as "trust everyone"', () => {
    assert.equal(readConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.equal(readConfig({ TRUST_PROXY: '0' }).trustProxy, false);
    assert.deepEqual(readConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy, [
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const everyone of ['true', '*', '0.0.0.0/0', '::/0', 'proxy.internal', '10.0.0.0/33', '100'])
      assert.equal(problemsOf({ TRUST_PROXY: everyone }).length, 1, everyone);
    assert.match(problemsOf({ TRUST_PROXY: 'true' })[0]!, /would trust every X-Forwarded-For hop/);
  });

  it('refuses a port or a limit that is not a number rather than listening on NaN', () => {
    assert.match(problemsOf({ PORT: 'eighty' }).join('\n'), /PORT=eighty is not a whole number/);
    assert.match(problemsOf({ LOGIN_ATTEMPTS_PER_MINUTE: 'lots' }).join('\n'), /LOGIN_ATTEMPTS_PER_MINUTE/);
  });

  it('stops a production start at once with the message and exit code 1, before it opens anything', () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', TRUST_PROXY: 'true' };
    const start = spawnSync(process.execPath, [server], { env, encoding: 'utf8', timeout: 30_000 });
    assert.equal(start.status, 1);
    assert.match(start.stderr, /^The server cannot start with this environment:\n/);
    assert.match(start.stderr, /PUBLIC_URL is required in production/);
    assert.doesNotMatch(start.stderr, /\bat .*\.ts:\d+/, 'no stack trace');
  });
});
