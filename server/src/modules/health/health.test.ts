import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app.ts';

describe('health', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp();
  });
  after(() => app.close());

  it('answers 200 {"status":"ok"} once migrations ran', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const csrf = String(first.headers['set-cookie']).match(/csrf_token=([^;]+)/)![1]!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    assert.equal(res.statusCode, 400);
  });
});
