// The process `npm start` runs: reads the environment, builds the app, listens, and shuts down gracefully
// (stop accepting, finish in-flight requests, end live streams, stop the jobs, close the database) on
// SIGINT/SIGTERM.
import { ConfigError, readConfig, type Config } from './config.ts';
import { loggerOptions } from './platform/logging/logger.ts';

function configOrExit(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The operator's fix is in the message; a stack trace would only bury it.
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
// A transcoding worker (ROLE=worker, `npm run worker`) shares the database and file store with the API
// processes and serves no requests: it neither listens nor loads the demo, which the API does.
const worker = config.role === 'worker';
if (worker) config.seedDemo = false;
// Loaded after the settings are checked, so a refused start answers at once rather than after the whole app loads.
const { buildApp } = await import('./app.ts');
const started = Date.now();
const app = await buildApp({
  config,
  logger: loggerOptions(config.logLevel),
});

/** How long requests in flight may take to finish after a stop signal before their connections are cut. */
const DRAIN_MS = 8_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // app.close() stops accepting (a new request gets 503), ends the live streams, waits for the requests in
  // flight, then stops the job queue and closes the database. A keep-alive connection whose last request
  // finishes while draining would hold the close until the client's own timeout: close each once idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    app.log.warn('requests still running after the drain time: closing their connections');
    app.server.closeAllConnections();
  }, DRAIN_MS);
  const force = setTimeout(() => process.exit(1), DRAIN_MS + 5_000);
  for (const timer of [sweep, cut, force]) timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const engine = config.databaseUrl ? 'PostgreSQL' : 'PGlite';
if (worker) {
  await app.ready();
  app.log.info(`academy transcoding worker ready (${config.transcodeConcurrency} at a time, ${engine})`);
} else {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `academy portal ready at http://localhost:${config.port} (${Date.now() - started} ms, ${engine})`,
  );
}
if (typeof config.trustProxy === 'number' && !['127.0.0.1', '::1', 'localhost'].includes(config.host))
  // A hop count trusts whoever connects directly (docs/product/deployment.md#proxies).
  app.log.warn(
    `TRUST_PROXY=${config.trustProxy} trusts the X-Forwarded-For of anything that reaches ${config.host}:${config.port} ` +
      'directly: make sure only the proxy can, or give the proxy addresses instead.',
  );
