import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { createTestApp } from '../../testing/app.ts';
import { engineIndependent } from '../../testing/database.ts';

describe('Prometheus metrics', engineIndependent, () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ metricsPort: 0 });
  });
  after(() => app.close());

  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${app.metricsPort()}/metrics`);
    assert.equal(res.status, 200);
    return res.text();
  };

  it('counts requests by route pattern and status on the metrics port, with process metrics', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/orders/7f1c2d9e-secret-looking-id' });
    const body = await scrape();
    assert.match(body, /http_requests_total\{method="GET",route="\/api\/health",status="200"\} 2/);
    assert.match(body, /http_requests_total\{method="GET",route="\/api\/orders\/:id",status="401"\} 1/);
    assert.match(body, /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"/);
    assert.match(body, /process_cpu_user_seconds_total/);
    assert.match(body, /nodejs_eventloop_lag_seconds/);
    assert.ok(!body.includes('secret-looking-id'), 'an id in a URL never becomes a label');
  });

  it('are not served on the public port', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    assert.ok(!res.body.includes('http_requests_total'));
  });

  it('are off when METRICS_PORT is unset, and refused on the public port', async () => {
    assert.equal(readConfig({}).metricsPort, undefined);
    await assert.rejects(
      buildApp({ config: { port: 8123, metricsPort: 8123 }, database: { inMemory: true } }),
      /METRICS_PORT must differ from PORT/,
    );
  });
});
