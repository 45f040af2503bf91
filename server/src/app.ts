// Builds the Fastify app: external plugins (db, security headers, cookies, rate limits, OpenAPI), then our
// plugins (auth, errors), then the API routes and the static portal. server.ts listens; tests inject.
import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readConfig } from './config.ts';
import api from './routes/index.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import staticPlugin from './plugins/static.ts';

export interface AppOptions {
  database?: { url?: string; dataDir?: string; inMemory?: boolean };
  seedDemo?: boolean;
  logger?: FastifyServerOptions['logger'];
  uploadDir?: string;
  staticRoot?: string;
  shellDist?: string;
  trustProxy?: boolean;
  /** Login and register attempts per minute and IP (ARCHITECTURE §7). */
  loginAttemptsPerMinute?: number;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const defaults = readConfig();
  const uploadDir = options.uploadDir ?? defaults.uploadDir;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // The db plugin migrates and may seed before the app is ready: seconds on a quiet machine, more on a
    // busy CI box. Fastify's default of 10 s would fail the start there.
    pluginTimeout: 120_000,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Unknown fields are refused (400), not silently dropped; types are not coerced in bodies.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { ...options.database, seedDemo: options.seedDemo ?? false, uploadDir });
  await app.register(securityPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(api, {
    prefix: '/api',
    uploadDir,
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10,
  });
  await app.register(staticPlugin, {
    staticRoot: options.staticRoot ?? defaults.staticRoot,
    shellDist: options.shellDist ?? defaults.shellDist,
    uploadDir,
  });
  return app;
}
