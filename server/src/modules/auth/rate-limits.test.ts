import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testEngine } from '../../testing/database.ts';
import { anonymous, createTwoApps } from '../../testing/app.ts';

const attempt = async (app: FastifyInstance) => {
  const client = await anonymous(app);
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: client.headers,
    payload: { email: 'nobody@example.test', password: 'wrong-password' },
  });
};

describe(
  'rate limits across two API processes on one PostgreSQL',
  { skip: testEngine !== 'postgres' },
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    before(async () => {
      [first, second] = await createTwoApps({ loginAttemptsPerMinute: 3 });
    });
    after(async () => {
      await first?.close();
      await second?.close();
    });

    it('counts the attempts of one IP on both processes together', async () => {
      assert.equal((await attempt(first)).statusCode, 401);
      assert.equal((await attempt(second)).statusCode, 401);
      assert.equal((await attempt(first)).statusCode, 401);
      const refused = await attempt(second);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
    });
  },
);
