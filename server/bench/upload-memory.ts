// Benchmark (not a test): a 500 MB video upload must stream to disk, not into memory
// (docs/architecture.md#uploads-and-stored-files; videos up to 500 MB: docs/product/media.md#upload-rules).
// Starts a seeded API server, signs in as the demo instructor, sends a 500 MB mp4 (the seed's small mp4
// followed by padding) to POST /api/upload as multipart through node:http, and samples the server's resident
// memory (VmRSS) every 100 ms. Fails when the server grows by 50 MB or more.
//   node bench/upload-memory.ts [--mb 500]
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { UPLOAD_LIMITS } from '@portal/shared-api/contract/medias';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '500' } } });
const size = Math.min(Number(values.mb) * 1024 * 1024, UPLOAD_LIMITS.videoBytes);
const GROWTH_LIMIT_MB = 50;

const root = mkdtempSync(join(tmpdir(), 'portal-upload-bench-'));
const sample = readFileSync(new URL('../seed-assets/lesson-sample.mp4', import.meta.url));
const videoPath = join(root, 'big.mp4');
{
  // A real mp4 (file-type reads its header) padded to the size with zeros, written in 8 MB steps.
  const file = await open(videoPath, 'w');
  await file.write(sample);
  const padding = Buffer.alloc(8 * 1024 * 1024);
  for (let written = sample.length; written < size; written += padding.length)
    await file.write(padding, 0, Math.min(padding.length, size - written));
  await file.close();
}

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const server = spawn(process.execPath, [fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(root, 'data'),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const address = `http://127.0.0.1:${port}`;
function stop(code: number): never {
  server.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
  process.exit(code);
}
for (let attempt = 0; ; attempt += 1) {
  if (
    await fetch(`${address}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (attempt > 600) {
    console.error('the server did not start');
    stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The demo instructor's session cookie and the CSRF token every state-changing request carries. */
async function signIn(): Promise<{ cookie: string; csrf: string }> {
  const first = await fetch(`${address}/api/health`);
  const csrf = /csrf_token=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({ email: 'instructor@academy.test', password: 'Instructor#2026' }),
  });
  const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`sign-in failed: ${login.status}`);
  // The sign-in answers a new CSRF token, bound to the session.
  const bound = /csrf_token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? csrf;
  return { cookie: `csrf_token=${bound}; sid=${sid}`, csrf: bound };
}

function serverRssMb(): number {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** Streams the file from disk as multipart field `file`; the answer's status and body. */
function upload(path: string, bytes: number, session: { cookie: string; csrf: string }) {
  const boundary = '----portalbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lecture.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${address}/api/upload?kind=video`, {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes + tail.length,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.write(head);
    const file = createReadStream(path);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
    file.on('error', reject);
  });
}

const session = await signIn();
// One small upload first, so the modules an upload loads (multipart, file-type, mediabunny) are in the baseline.
const warm = await upload(
  fileURLToPath(new URL('../seed-assets/lesson-sample.mp4', import.meta.url)),
  sample.length,
  session,
);
if (warm.status !== 201) {
  console.error(`warm-up upload failed: ${warm.status} ${warm.body}`);
  stop(1);
}
await new Promise((resolve) => setTimeout(resolve, 1000));
const baseline = serverRssMb();
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, serverRssMb());
}, 100);
const started = performance.now();
const answer = await upload(videoPath, size, session);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, serverRssMb());

const growth = peak - baseline;
const mb = (n: number) => `${n.toFixed(1)} MB`;
console.info(`upload of ${mb(size / 1024 / 1024)}: ${answer.status} in ${seconds.toFixed(1)} s`);
console.info(`server RSS: baseline ${mb(baseline)}, peak ${mb(peak)}, growth ${mb(growth)}`);
console.info(`throughput: ${(size / 1024 / 1024 / seconds).toFixed(1)} MB/s`);
if (answer.status !== 201) {
  console.error(`the upload was refused: ${answer.body}`);
  stop(1);
}
const media = JSON.parse(answer.body) as { Size: number; DurationSeconds: number | null };
console.info(`stored ${media.Size} bytes, duration ${media.DurationSeconds ?? 'unknown'} s`);
if (media.Size !== size) {
  console.error('the stored size differs from the file sent');
  stop(1);
}
if (growth >= GROWTH_LIMIT_MB) {
  console.error(
    `FAIL: the server grew by ${mb(growth)} (limit ${GROWTH_LIMIT_MB} MB): the upload is buffered`,
  );
  stop(1);
}
console.info(`OK: growth below ${GROWTH_LIMIT_MB} MB`);
stop(0);
