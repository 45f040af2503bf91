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
import { readConfig, type Config } from './config.ts';
import type { DbOptions } from './platform/db/client.ts';
import { systemClock, type Clock, type Deps } from './core/deps.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';
import { createTestProvider } from './platform/payments/test-provider.ts';
import api from './api.ts';
import authPlugin from './platform/plugins/auth.ts';
import dbPlugin from './platform/plugins/db.ts';
import jobsPlugin from './platform/plugins/jobs.ts';
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
import { canReadMedia } from './modules/medias/index.ts';
import { renderPublicPage, seoRoutes } from './modules/public-pages/index.ts';
import { findSessionUser, isReauthenticated, SESSION_COOKIE } from './modules/users/index.ts';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    deps: Deps;
  }
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = { ...readConfig(), ...options.config };
  const database =
    options.database ??
    (config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The db plugin migrates and may seed before the app is ready: seconds on a quiet machine, more on a
    // busy CI box. Fastify's default of 10 s would fail the start there.
    pluginTimeout: 120_000,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Unknown fields are refused (400), not silently dropped. Types are coerced where the schema allows one
    // reading (a query string's "2" is the number 2, a lone value a one-item array), in bodies too: Fastify
    // validates every part with this one instance.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, {
    ...database,
    seed: config.seedDemo ? (db) => seedDemo(db, { uploadDir: config.uploadDir }) : undefined,
  });
  app.decorate('deps', {
    db: app.db,
    config,
    clock: options.clock ?? systemClock,
    events: app.events,
    payments: options.payments ?? createTestProvider(),
    mailer: options.mailer ?? createMailer(config),
    jobs: inlineQueue({}),
  });
  await app.register(jobsPlugin, { definitions: jobDefinitions });
  await app.register(securityPlugin, { sessionCookie: SESSION_COOKIE });
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
  await app.register(openapiPlugin);
  await app.register(authPlugin, {
    cookie: SESSION_COOKIE,
    findSession: (token) => findSessionUser(app.deps, token),
    isReauthenticated: (sessionId) => isReauthenticated(app.deps, sessionId),
  });
  await app.register(rulesPlugin);
  await app.register(idempotencyPlugin);
  await app.register(api, { prefix: '/api' });
  await app.register(staticPlugin, {
    canReadMedia: (subDir, hashname, userId) => canReadMedia(app.deps, subDir, hashname, userId),
    renderPage: (request) => renderPublicPage(app.deps, request),
  });
  await app.register(seoRoutes);
  return app;
}
