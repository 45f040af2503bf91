// Benchmark (not a test): how many live streams (`GET /api/events`) one API process holds, and what they cost.
// Opens streams in steps against a seeded server on PGlite (or PostgreSQL: --postgres / DATABASE_URL), reads
// the server's resident memory after each step, then sends one message and times its arrival on every stream.
// Issue 14 asks for the number of concurrent clients one process holds with flat memory on this machine.
//   node bench/sse-clients.ts [--steps 500,1000,2000,4000] [--postgres]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '500,1000,2000,4000' },
    postgres: { type: 'boolean', default: false },
  },
});
// @ts-expect-error: a plain .mjs module of the repository's scripts.
const { startThrowawayPostgres } = await import('../../scripts/lib/postgres.mjs');
const throwaway = values.postgres ? await startThrowawayPostgres() : null;
const databaseUrl: string | undefined = throwaway?.url ?? process.env.DATABASE_URL;
const steps = values.steps.split(',').map(Number);

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const pin = (core: number, command: string[]) =>
  spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', String(core), ...command] : command;
const [program, ...args] = pin(0, [
  process.execPath,
  fileURLToPath(new URL('../src/server.ts', import.meta.url)),
]);
spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
const root = mkdtempSync(join(tmpdir(), 'portal-sse-'));
const server = spawn(program!, args, {
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: root,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    // One person's thousands of streams stand for thousands of tabs; the portal allows a person five.
    LIVE_STREAMS_PER_USER: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const address = `http://127.0.0.1:${port}`;
for (let attempt = 0; ; attempt += 1) {
  if (
    await fetch(`${address}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (attempt > 300) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function signIn(email: string): Promise<{ cookie: string; csrf: string }> {
  const first = await fetch(`${address}/api/health`);
  const csrf = /csrf_token=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({ email, password: 'Student#2026' }),
  });
  const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`sign-in failed: ${login.status}`);
  // The sign-in answers a new CSRF token, bound to the session.
  const bound = /csrf_token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? csrf;
  return { cookie: `csrf_token=${bound}; sid=${sid}`, csrf: bound };
}

/** The server's resident memory in MB, from /proc (the spawned program may be taskset's child). */
function serverRssMb(): number {
  const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim();
  const pid = children ? children.split(' ')[0] : String(server.pid);
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'))!;
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

// Priya's tabs listen; Alex writes to her. Every stream is one socket, as a browser tab's would be.
const listener = await signIn('student2@academy.test');
const writer = await signIn('student@academy.test');
const streams: { req: ClientRequest; received: number }[] = [];
let arrivals: ((at: number) => void) | null = null;

function openStream(): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = { req: null as unknown as ClientRequest, received: 0 };
    entry.req = request(
      `${address}/api/events`,
      { headers: { cookie: listener.cookie, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let opened = false;
        res.on('data', (chunk: string) => {
          if (!opened && chunk.includes('event: messages-unread')) {
            opened = true;
            resolve();
          }
          if (chunk.includes('event: message\n')) {
            entry.received += 1;
            arrivals?.(performance.now());
          }
        });
      },
    );
    entry.req.on('error', reject);
    entry.req.end();
    streams.push(entry);
  });
}

const baseline = serverRssMb();
console.info(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}; server RSS before any stream: ${baseline} MB`);
const opened = await fetch(`${address}/api/conversations`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie: writer.cookie, 'x-csrf-token': writer.csrf },
  body: JSON.stringify({ ParticipantIds: [await priyaId()] }),
});
const conversation = ((await opened.json()) as { Id: string }).Id;

async function priyaId(): Promise<string> {
  const res = await fetch(`${address}/api/conversations/recipients?search=Priya`, {
    headers: { cookie: writer.cookie },
  });
  return ((await res.json()) as { Id: string }[])[0]!.Id;
}

const rows: { streams: number; rssMb: number; perStreamKb: number; deliveryMs: number }[] = [];
for (const target of steps) {
  while (streams.length < target) {
    const batch = Math.min(100, target - streams.length);
    await Promise.all(Array.from({ length: batch }, openStream));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rss = serverRssMb();
  // One message, timed until every stream has it.
  let pending = streams.length;
  const sentAt = performance.now();
  const delivered = new Promise<number>((resolve) => {
    arrivals = (at) => {
      pending -= 1;
      if (pending === 0) resolve(at - sentAt);
    };
  });
  await fetch(`${address}/api/conversations/${conversation}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: writer.cookie, 'x-csrf-token': writer.csrf },
    body: JSON.stringify({ Content: `Ping to ${streams.length} tabs` }),
  });
  const deliveryMs = Math.round(await delivered);
  rows.push({
    streams: streams.length,
    rssMb: rss,
    perStreamKb: Math.round(((rss - baseline) * 1024) / streams.length),
    deliveryMs,
  });
  console.info(
    `${streams.length} streams: server RSS ${rss} MB, message on every stream after ${deliveryMs} ms`,
  );
}
console.info(JSON.stringify(rows, null, 2));
for (const stream of streams) stream.req.destroy();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
throwaway?.stop();
process.exit(0);
