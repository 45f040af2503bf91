// Benchmark (not a test): an authenticated read by id at a fixed request rate, against the server as `npm start`
// runs it (the job queue polling, live streams open, every hook, request logging at the default level), on
// PGlite in a temp folder, PostgreSQL (DATABASE_URL, or --postgres for a throwaway server: Debian's
// postgresql), or both (--all). The server and the load generator each get a core of their own (taskset).
// Each engine runs --runs measured windows after a warm-up and prints their median: p99, the rate achieved and
// the errors, against the budget (docs/architecture.md#budgets): PostgreSQL p99 ≤ 25 ms at 1,000 req/s,
// PGlite p99 ≤ 50 ms at 500 req/s, 0 errors. --cpu-prof DIR writes the server's CPU profile there.
//   node bench/read-by-id.ts [--postgres | --all] [--rate N] [--duration 10] [--runs 3] [--connections 20]
//                            [--streams 2] [--cpu-prof DIR]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    rate: { type: 'string' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    streams: { type: 'string', default: '2' },
    'cpu-prof': { type: 'string' },
  },
});
// @ts-expect-error: a plain .mjs module of the repository's scripts, shared with npm test.
const { startThrowawayPostgres } = await import('../../scripts/lib/postgres.mjs');

type Engine = 'pglite' | 'postgresql';
const BUDGET: Record<Engine, { rate: number; p99: number }> = {
  pglite: { rate: 500, p99: 50 },
  postgresql: { rate: 1000, p99: 25 },
};
type Run = { p50: number; p99: number; achievedRate: number; errors: number; cpuPerRequestMs: number };
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
const hasTaskset = spawnSync('taskset', ['--version']).status === 0;
const pin = (core: number, command: string[]) =>
  hasTaskset ? ['taskset', '-c', String(core), ...command] : command;
// This process generates the load: on the other core than the server's.
if (hasTaskset) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });

/** The server as `npm start` starts it (server.ts, its defaults), in its own process on core 0. */
async function startServer(databaseUrl: string | undefined) {
  const port = await freePort();
  const profile = values['cpu-prof'];
  const [program, ...args] = pin(0, [
    process.execPath,
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`] : []),
    fileURLToPath(new URL('../src/server.ts', import.meta.url)),
  ]);
  const server = spawn(program!, args, {
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-')),
      SEED_DEMO: '1',
      JOBS: 'queue',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    // The log lines are written (to nowhere), as a terminal or a log collector would take them.
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
    await new Promise((done) => setTimeout(done, 200));
  }
  // The server's CPU time (user + system, in ms), which a busy machine does not inflate as it does latency.
  const stat = `/proc/${server.pid}/stat`;
  const cpuMs = () =>
    existsSync(stat)
      ? readFileSync(stat, 'utf8')
          .split(') ')[1]!
          .split(' ')
          .slice(11, 13)
          // utime and stime, in ticks of 10 ms (USER_HZ is 100 on Linux).
          .reduce((sum, ticks) => sum + Number(ticks) * 10, 0)
      : NaN;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  };
  return { address, stop, cpuMs };
}

/** Signs in as a browser would (CSRF cookie first, then the login with the header): the cookie to send. */
async function signIn(address: string): Promise<string> {
  const first = await fetch(`${address}/api/health`);
  const csrf = /csrf_token=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({ email: 'student@academy.test', password: 'Student#2026' }),
  });
  const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`sign-in failed: ${login.status}`);
  return `csrf_token=${csrf}; sid=${sid}`;
}

/** The signed-in student's open tabs: each holds a live stream (`GET /api/events`) for the whole run. */
async function openStreams(address: string, cookie: string, count: number) {
  const streams = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof request>>((opened, failed) => {
          const stream = request(`${address}/api/events`, {
            headers: { cookie, accept: 'text/event-stream' },
          });
          stream.on('response', (response) =>
            response.statusCode === 200
              ? opened(stream)
              : failed(new Error(`stream: ${response.statusCode}`)),
          );
          stream.on('error', failed);
          stream.end();
        }),
    ),
  );
  return () => streams.forEach((stream) => stream.destroy());
}

async function benchEngine(engine: Engine): Promise<Run & { runs: Run[] }> {
  const throwaway =
    engine === 'postgresql' && !process.env.DATABASE_URL ? await startThrowawayPostgres() : null;
  const databaseUrl: string | undefined =
    throwaway?.url ?? (engine === 'postgresql' ? process.env.DATABASE_URL : '');
  if (engine === 'postgresql' && !databaseUrl)
    throw new Error('--postgres needs Debian’s postgresql package');
  const { address, stop, cpuMs } = await startServer(databaseUrl || undefined);
  try {
    const cookie = await signIn(address);
    const list = (await (
      await fetch(`${address}/api/meetings?scope=upcoming`, { headers: { cookie } })
    ).json()) as { meetings: { Id: string }[] };
    const target = list.meetings[0]?.Id;
    if (!target) throw new Error('no seeded meeting to read');
    const closeStreams = await openStreams(address, cookie, Number(values.streams));
    const rate = Number(values.rate ?? BUDGET[engine].rate);
    const run = async (seconds: number, overallRate: number): Promise<Run> => {
      const cpuBefore = cpuMs();
      const result = await autocannon({
        url: `${address}/api/meetings/${target}`,
        headers: { cookie },
        connections: Number(values.connections),
        overallRate,
        duration: seconds,
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      return {
        p50: result.latency.p50,
        p99: result.latency.p99,
        achievedRate: Math.round(result.requests.average),
        errors,
        cpuPerRequestMs: Math.round((100 * (cpuMs() - cpuBefore)) / result.requests.total) / 100,
      };
    };
    console.info(`warming up GET /api/meetings/:id on ${engine} ...`);
    await run(3, Math.round(rate / 2));
    const runs: Run[] = [];
    for (let i = 0; i < Number(values.runs); i += 1) {
      runs.push(await run(Number(values.duration), rate));
      console.info(`  ${engine} run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    closeStreams();
    return {
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      achievedRate: median(runs.map((r) => r.achievedRate)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      cpuPerRequestMs: median(runs.map((r) => r.cpuPerRequestMs)),
      runs,
    };
  } finally {
    await stop();
    throwaway?.stop();
  }
}

const engines: Engine[] = values.all
  ? ['pglite', 'postgresql']
  : values.postgres || process.env.DATABASE_URL
    ? ['postgresql']
    : ['pglite'];
const lines: string[] = [];
let met = true;
for (const engine of engines) {
  const result = await benchEngine(engine);
  const { rate, p99 } = BUDGET[engine];
  const asked = Number(values.rate ?? rate);
  const ok = result.p99 <= p99 && result.achievedRate >= asked * 0.98 && result.errors === 0;
  met &&= ok;
  lines.push(
    `${engine}: p99 ${result.p99} ms at ${result.achievedRate} req/s of ${asked} asked, ${result.errors} errors ` +
      `(p50 ${result.p50} ms, server CPU ${result.cpuPerRequestMs} ms a request; median of ${result.runs.length} runs of ${values.duration} s; ` +
      `budget p99 ≤ ${p99} ms at ${rate} req/s, 0 errors: ${ok ? 'met' : 'NOT met'})`,
  );
}
console.info(lines.join('\n'));
process.exit(met ? 0 : 1);
