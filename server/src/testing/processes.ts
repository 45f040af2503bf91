// Real API processes in a test (`node src/server.ts`, as `npm start` runs it): for what only a process shows
// (signals, two processes on one database). Each starts on a database already migrated (the tests' template),
// with its own port and no demo data, and is killed by `stop()` if it is still running.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../platform/db/client.ts';
import { freshDatabase, migratedPglite, testEngine } from './database.ts';
import type { LocalS3 } from './s3.ts';

const serverDir = new URL('../../', import.meta.url);

export type Backend = {
  /** What every process of this backend is started with: the database and the file storage. */
  env: Record<string, string>;
  /** Runs `work` on the backend's database (on PGlite only while no process has it open). */
  withDb<T>(work: (db: Db) => Promise<T>): Promise<T>;
  root: string;
};

/** The env that points a process at a bucket of the local S3 server. */
export function objectStoreEnv({ settings }: LocalS3): Record<string, string> {
  return {
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
  };
}

/**
 * A migrated database and a file storage the processes share: one upload folder, or (given a local S3
 * server) one bucket, with each process then keeping its own disk as two machines would.
 */
export async function sharedBackend(objectStore?: LocalS3): Promise<Backend> {
  const root = mkdtempSync(join(tmpdir(), 'portal-proc-'));
  const storage = objectStore ? objectStoreEnv(objectStore) : { UPLOAD_DIR: join(root, 'uploads') };
  if (testEngine === 'postgres') {
    const { url } = await freshDatabase();
    const withDb = async <T>(work: (db: Db) => Promise<T>) => {
      const handle = createDb({ url });
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    };
    return { env: { ...storage, DATA_DIR: root, DATABASE_URL: url! }, withDb, root };
  }
  // The PGlite data directory starts as a copy of the migrated template, so the process does not migrate.
  const dataDir = join(root, 'pglite');
  const template = await migratedPglite();
  let loaded = false;
  const withDb = async <T>(work: (db: Db) => Promise<T>) => {
    const handle = createDb({ dataDir, ...(loaded ? {} : { loadDataDir: template }) });
    loaded = true;
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  };
  await withDb(async () => {});
  return { env: { ...storage, DATA_DIR: root }, withDb, root };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
};

/** Starts `node src/server.ts` on the backend and resolves once it answers `GET /api/health`. */
export async function startServer(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverDir,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      JOBS: 'queue',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: join(backend.root, 'deploy'),
      SHELL_DIST: join(backend.root, 'shell'),
      OUTBOX_DIR: join(backend.root, 'outbox'),
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      ...backend.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready in time:\n${output}`);
    }
    const ready = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((wake) => setTimeout(wake, 200));
  }
  return {
    url,
    child,
    exited,
    output: () => output,
    async stop() {
      if (!hasExited) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Starts a transcoding worker (`ROLE=worker node src/server.ts`, as `npm run worker` does) in a process group
 * of its own, so `kill()` ends it with its ffmpeg as a machine going down would; resolves once it is working.
 */
export async function startWorker(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<{ output(): string; kill(): Promise<void> }> {
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverDir,
    env: { ...inherited, ROLE: 'worker', JOBS: 'queue', LOG_LEVEL: 'info', ...backend.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('transcoding worker ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the worker did not start:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  return {
    output: () => output,
    async kill() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await exited;
    },
  };
}

export type HttpSession = { cookie: string; csrf: string };

const cookieValue = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** Signs in over HTTP as a browser does: the CSRF cookie from a first answer, then the login. */
export async function signInOver(url: string, email: string, password: string): Promise<HttpSession> {
  const first = await fetch(`${url}/api/health`);
  const csrf = cookieValue(first, 'csrf_token') ?? '';
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  // The sign-in issues the session's own CSRF token: the one read before it no longer works.
  const bound = cookieValue(login, 'csrf_token') ?? csrf;
  return { cookie: `csrf_token=${bound}; sid=${cookieValue(login, 'sid')}`, csrf: bound };
}
