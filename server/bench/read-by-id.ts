// Benchmark (not a test): an authenticated read by id at a fixed request rate, against PGlite in a temp
// folder, or against PostgreSQL: DATABASE_URL, or --postgres for a throwaway server (Debian's postgresql).
// Prints p50/p99 and every kind of error. The server and the load generator each get a core of their own
// (taskset), so they do not compete for one.
// The budget (docs/architecture.md#budgets): PostgreSQL p99 ≤ 25 ms at 1,000 req/s, PGlite p99 ≤ 50 ms at 500
// req/s, 0 errors.
//   node bench/read-by-id.ts [--postgres] [--rate 500] [--duration 20] [--connections 20]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    rate: { type: 'string' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
  },
});
// @ts-expect-error: a plain .mjs module of the repository's scripts, shared with npm test.
const { startThrowawayPostgres } = await import('../../scripts/lib/postgres.mjs');
const throwaway = values.postgres ? await startThrowawayPostgres() : null;
if (values.postgres && !throwaway) throw new Error('--postgres needs Debian’s postgresql package');
const databaseUrl: string | undefined = throwaway?.url ?? process.env.DATABASE_URL;
const usePostgres = Boolean(databaseUrl);
const rate = Number(values.rate ?? (usePostgres ? 1000 : 500));
const duration = Number(values.duration);
const connections = Number(values.connections);

// The server runs in its own process, as in production, so the load generator does not share its event loop.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const root = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const pin = (core: number, command: string[]) =>
  spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', String(core), ...command] : command;
const [program, ...args] = pin(0, [
  process.execPath,
  fileURLToPath(new URL('../src/server.ts', import.meta.url)),
]);
// This process generates the load: on the other core.
spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
const server = spawn(program!, args, {
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: root,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const address = `http://127.0.0.1:${port}`;
for (let attempt = 0; ; attempt += 1) {
  const ok = await fetch(`${address}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (attempt > 300) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

// Sign in as a browser would: CSRF cookie first, then the login with the header.
const first = await fetch(`${address}/api/health`);
const csrf = /csrf_token=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
const login = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf },
  body: JSON.stringify({ email: 'student@academy.test', password: 'Student#2026' }),
});
const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
if (!sid) throw new Error(`sign-in failed: ${login.status}`);
const cookie = `csrf_token=${csrf}; sid=${sid}`;
const list = (await (
  await fetch(`${address}/api/meetings?scope=upcoming`, { headers: { cookie } })
).json()) as { meetings: { Id: string }[] };
const target = list.meetings[0]?.Id;
if (!target) throw new Error('no seeded meeting to read');
const path = `/api/meetings/${target}`;

const run = (seconds: number, overallRate: number) =>
  autocannon({ url: `${address}${path}`, headers: { cookie }, connections, overallRate, duration: seconds });

console.info(`warming up ${path} on ${usePostgres ? 'PostgreSQL' : 'PGlite'} ...`);
await run(3, Math.round(rate / 2));
const result = await run(duration, rate);
const errors = result.errors + result.timeouts + result.non2xx;
const summary = {
  database: usePostgres ? 'postgresql' : 'pglite',
  route: 'GET /api/meetings/:id (authenticated)',
  targetRate: rate,
  achievedRate: Math.round(result.requests.average),
  requests: result.requests.total,
  p50: result.latency.p50,
  p90: result.latency.p90,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
};
console.info(JSON.stringify(summary, null, 2));
console.info(
  `${summary.database}: p50 ${summary.p50} ms, p99 ${summary.p99} ms at ${summary.achievedRate} req/s, ${errors} errors`,
);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
throwaway?.stop();
process.exit(errors === 0 ? 0 : 1);
