// Prometheus metrics (prom-client) on their own listener at METRICS_PORT, never on the public port: the
// process's default metrics (CPU, memory, event loop lag, GC) and every request counted and timed by route
// pattern and status. Off when METRICS_PORT is unset. Each app has its own registry, so two apps in one
// test process do not share counters.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's port once the app is ready; null when metrics are off. */
    metricsPort(): number | null;
  }
}

export default fp(
  async (app) => {
    const { metricsPort, port, host } = app.config;
    let server: Server | null = null;
    app.decorate('metricsPort', () => (server ? (server.address() as AddressInfo).port : null));
    if (metricsPort === undefined) return;
    if (metricsPort !== 0 && metricsPort === port)
      throw new Error('METRICS_PORT must differ from PORT: metrics are never served on the public port.');

    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      // The pattern, not the URL: ids and tokens would make a series per request (and leak secrets).
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        if (req.method !== 'GET' || req.url !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
          () => res.writeHead(500).end(),
        );
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(metricsPort, host, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      const listening = server;
      if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
    });
  },
  { name: 'metrics' },
);
