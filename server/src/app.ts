// Builds the Fastify app: external plugins (db, security headers, cookies, rate limits, OpenAPI), then our
// plugins (auth and access, rules, errors), then the API routes and the static portal. server.ts listens;
// tests inject.
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { fastifySSE } from '@fastify/sse';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ConfigError, readConfig, type Config, type TrustProxy } from './config.ts';
import type { DbOptions } from './platform/db/client.ts';
import { systemClock, type Clock, type Deps } from './core/deps.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';
import { createTestProvider } from './platform/payments/test-provider.ts';
import { createStore } from './platform/storage/create.ts';
import api from './api.ts';
import authPlugin from './platform/plugins/auth.ts';
import dbPlugin from './platform/plugins/db.ts';
import jobsPlugin from './platform/plugins/jobs.ts';
import metricsPlugin from './platform/metrics/plugin.ts';
import { inlineQueue } from './platform/jobs/queue.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import errorsPlugin from './platform/plugins/errors.ts';
import openapiPlugin from './platform/plugins/openapi.ts';
import { sharedRateLimitStore } from './platform/rate-limits/rate-limits.ts';
import rulesPlugin from './platform/plugins/rules.ts';
import idempotencyPlugin from './platform/idempotency/plugin.ts';
import securityPlugin from './platform/plugins/security.ts';
import staticPlugin from './platform/plugins/static.ts';
import { seedDemo } from './seed/index.ts';
import { jobDefinitions } from './jobs.ts';
import { pingDatabase, type ReadinessChecks } from './modules/health/index.ts';
import { canReadMedia } from './modules/medias/index.ts';
import { renderPublicPage, seoRoutes } from './modules/public-pages/index.ts';
import { renderSignedInPage } from './modules/signed-in-pages/index.ts';
import { findSessionUser, isReauthenticated } from './modules/users/index.ts';
import { cookieName } from './core/cookies.ts';

export interface AppOptions {
  /** Overrides of the environment's configuration (tests, scripts). */
  config?: Partial<Config>;
  /** PGlite in a folder, in memory, or PostgreSQL; defaults to the configuration's. */
  database?: DbOptions;
  clock?: Clock;
  /** The payment provider checkout charges; the built-in test provider unless told. */
  payments?: PaymentProvider;
  /** Where emails go; nodemailer (SMTP or .eml files) unless told. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The compilers of route schemas: Fastify's own per app unless given (a test process shares one set). */
  schemaCompilers?: NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    deps: Deps;
    /** What `GET /api/health/ready` checks: the database and the file storage. */
    readiness: ReadinessChecks;
  }
}

/**
 * Fastify's reading of TRUST_PROXY. Fastify 5 ignores a bare hop count (it cannot tell the proxy from a client
 * that connects directly), so a count becomes "the first N hops from the socket", proxy-addr's classic
 * meaning; docs/product/deployment.md#proxies says to listen only where the proxy reaches then.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = { ...readConfig(), ...options.config };
  const payments = options.payments ?? (config.payments === 'test' ? createTestProvider() : null);
  if (!payments) throw new ConfigError(['No payment provider: set PAYMENTS=test for a staging site.']);
  const database =
    options.database ??
    (config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The db plugin migrates and may seed before the app is ready: seconds on a quiet machine, minutes on a
    // busy CI box (two minutes were seen to run out there). Fastify's default of 10 s would fail the start.
    pluginTimeout: 300_000,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Unknown fields are refused (400), not silently dropped. Types are coerced where the schema allows one
    // reading (a query string's "2" is the number 2, a lone value a one-item array), in bodies too: Fastify
    // validates every part with this one instance.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    schemaController: options.schemaCompilers ? { compilersFactory: options.schemaCompilers } : undefined,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  const storage = createStore(config);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(dbPlugin, {
    ...database,
    seed: config.seedDemo ? (db) => seedDemo(db, { storage }) : undefined,
  });
  app.decorate('deps', {
    db: app.db,
    config,
    clock: options.clock ?? systemClock,
    events: app.events,
    payments,
    mailer: options.mailer ?? createMailer(config),
    jobs: inlineQueue({}),
    storage,
  });
  app.decorate('readiness', { database: pingDatabase(app.db), storage: () => storage.check() });
  await app.register(jobsPlugin, { definitions: jobDefinitions });
  // A transcoding worker serves nothing: the database, the file store, the events and its jobs are all it
  // loads, so it starts in a fraction of the API's time (docs/product/deployment.md#workers).
  if (config.role === 'worker') return app;
  await app.register(securityPlugin, { sessionCookie: cookieName(config, 'session') });
  // JSON answers above 1 KB go out compressed. Built assets already carry their .br/.gz siblings (sent with
  // Content-Encoding, which this leaves alone); uploads opt out so Range requests stay byte-exact.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Live events (modules/live/routes.ts): heartbeats every 25 s keep proxies from closing an idle stream.
  await app.register(fastifySSE, { heartbeatInterval: 25_000 });
  // Counted in the database, so the limits hold across API processes; a database hiccup never locks
  // anyone out of signing in.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(app.deps), skipOnError: true });
  await app.register(openapiPlugin, { production: config.production });
  await app.register(authPlugin, {
    cookie: cookieName(config, 'session'),
    findSession: (token) => findSessionUser(app.deps, token),
    isReauthenticated: (sessionId) => isReauthenticated(app.deps, sessionId),
  });
  await app.register(rulesPlugin);
  await app.register(idempotencyPlugin);
  await app.register(api, { prefix: '/api' });
  await app.register(staticPlugin, {
    storage,
    canReadMedia: (subDir, hashname, userId) => canReadMedia(app.deps, subDir, hashname, userId),
    renderPage: (request) => renderPublicPage(app.deps, request),
    renderSignedIn: (url, user) => renderSignedInPage(app.deps, url, user),
  });
  await app.register(seoRoutes);
  return app;
}
