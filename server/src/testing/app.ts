// Test helpers: a fresh app on a fresh database per test file (PGlite, or PostgreSQL: see database.ts), and
// a signed-in client.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { freshDatabase } from './database.ts';
import { sharedSchemaCompilers } from './schema-compilers.ts';
import { createUser, type TestUser, type UserOverrides } from '../modules/users/factory.ts';

export type TestSession = { headers: { cookie: string; 'x-csrf-token': string } };

/** An app on a fresh database, its files in a temp folder; `config` overrides any setting for the test. */
export async function createTestApp(
  config: Partial<Config> = {},
  options: Omit<AppOptions, 'config'> = {},
): Promise<FastifyInstance> {
  const root = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const app = await buildApp({
    database: await freshDatabase(),
    schemaCompilers: sharedSchemaCompilers,
    ...options,
    config: {
      seedDemo: false,
      uploadDir: join(root, 'uploads'),
      staticRoot: join(root, 'deploy'),
      shellDist: join(root, 'shell'),
      dataDir: root,
      outboxDir: join(root, 'outbox'),
      jobs: 'inline',
      // Uploaded videos wait for a worker: only the transcoding tests run ffmpeg (role 'all').
      role: 'api',
      // The transcoding tests wait for ffmpeg: at full priority, not behind the other lanes' work.
      transcodeNice: 0,
      loginAttemptsPerMinute: 1000,
      ...config,
    },
  });
  await app.ready();
  return app;
}

/**
 * Two API processes on one database, as in production behind a load balancer
 * (docs/architecture.md#beyond-one-machine). Only meaningful on PostgreSQL: PGlite is one process.
 */
export async function createTwoApps(
  config: Partial<Config> = {},
): Promise<[FastifyInstance, FastifyInstance]> {
  const database = await freshDatabase();
  const root = mkdtempSync(join(tmpdir(), 'portal-two-'));
  const merged = {
    seedDemo: false,
    uploadDir: join(root, 'uploads'),
    dataDir: root,
    outboxDir: join(root, 'outbox'),
    jobs: 'inline' as const,
    role: 'api' as const,
    ...config,
  };
  const options = { database, config: merged, schemaCompilers: sharedSchemaCompilers };
  const apps = [await buildApp(options), await buildApp(options)] as const;
  await Promise.all(apps.map((app) => app.ready()));
  return [...apps];
}

function cookiesOf(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return Object.fromEntries(
    list.map((line) => line.split(';')[0]!.split('=')).map(([name, ...value]) => [name!, value.join('=')]),
  );
}

/** A client with no session yet: only the CSRF cookie every browser gets on its first answer. */
export async function anonymous(app: FastifyInstance): Promise<TestSession> {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  const csrf = cookiesOf(res.headers['set-cookie']).csrf_token ?? '';
  return { headers: { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf } };
}

/** One sign-in attempt from a fresh anonymous client: the answer, and the client that sent it. */
export async function tryLogin(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ res: LightMyRequestResponse; client: TestSession }> {
  const client = await anonymous(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: client.headers,
    payload: { email, password },
  });
  return { res, client };
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<TestSession> {
  const { res } = await tryLogin(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionFrom(res.headers['set-cookie']);
}

/** The client a sign-in's answer makes: its session cookie and the CSRF token bound to it. */
export function sessionFrom(setCookie: string | string[] | undefined): TestSession {
  const { sid, csrf_token: csrf = '' } = cookiesOf(setCookie);
  return { headers: { cookie: `csrf_token=${csrf}; sid=${sid}`, 'x-csrf-token': csrf } };
}

export const demo = {
  student: { email: 'student@academy.test', password: 'Student#2026' },
  student2: { email: 'student2@academy.test', password: 'Student#2026' },
  instructor: { email: 'instructor@academy.test', password: 'Instructor#2026' },
  admin: { email: 'admin@academy.test', password: 'Admin#2026' },
} as const;

export type SignedInUser = { user: TestUser; session: TestSession };

/** A new user (role `user` unless told otherwise), signed in. */
export async function signedInUser(
  app: FastifyInstance,
  overrides: UserOverrides = {},
): Promise<SignedInUser> {
  const user = await createUser(app.db, overrides);
  return { user, session: await signIn(app, user.email, user.password) };
}

/** Enters the password (and a code) again in a session, as the sensitive security changes ask. */
export async function reauthenticate(
  app: FastifyInstance,
  session: TestSession,
  password: string,
  code?: string,
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/reauthenticate',
    headers: session.headers,
    payload: { Password: password, ...(code && { Code: code }) },
  });
  if (res.statusCode !== 204) throw new Error(`re-authentication failed: ${res.statusCode} ${res.body}`);
}
