// Benchmark (not a test) of lesson-video transcoding (docs/product/media.md#transcoding), against the server
// as `npm start` runs it (PGlite, API and worker in one process, one transcode at a time) with the demo data:
//  1. time from the end of a 60 s 1080p upload to a playable ladder, as a multiple of the video's length;
//  2. p99 of an authenticated read (GET /api/meetings/:id at --rate req/s) idle, then while the transcode runs
//     (the budget: within 2× of idle);
//  3. bytes a learner at 720p downloads for the lesson (the 720p rendition and the sound) against the
//     original file.
//   node bench/transcode.ts [--seconds 60] [--rate 100]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ffmpegBinary, runFfmpeg } from '../src/modules/video-streams/ffmpeg.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, rate: { type: 'string', default: '100' } },
});
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

async function makeSource(dir: string): Promise<string> {
  // A camera-like source: 1080p30 at about 8 Mb/s, with sound, as a screen or phone recording would come.
  const path = join(dir, 'lesson-1080p.mp4');
  await runFfmpeg({
    binary: ffmpegBinary(process.env.FFMPEG_PATH),
    args: [
      ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '8M', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-shortest', '-loglevel', 'error', path],
    ],
  });
  return path;
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const server = spawn(process.execPath, [fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      JOBS: 'queue',
      LOG_LEVEL: 'warn',
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
    if (attempt > 600) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    address,
    stop: () => {
      server.kill('SIGTERM');
      return new Promise((done) => server.once('exit', done));
    },
  };
}

async function signIn(address: string, email: string, password: string) {
  const first = await fetch(`${address}/api/health`);
  const csrf = /csrf_token=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({ email, password }),
  });
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const bound = cookies.find((c) => c.startsWith('csrf_token='))?.slice('csrf_token='.length) ?? csrf;
  const sid = cookies.find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`sign-in failed: ${login.status}`);
  return { cookie: `csrf_token=${bound}; ${sid}`, csrf: bound };
}

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-video-'));
console.info(`making a ${SECONDS} s 1080p source ...`);
const source = await makeSource(dir);
const original = readFileSync(source);
const { address, stop } = await startServer(join(dir, 'data'));
try {
  const author = await signIn(address, 'instructor@academy.test', 'Instructor#2026');
  const learner = await signIn(address, 'student@academy.test', 'Student#2026');
  const { meetings } = (await (
    await fetch(`${address}/api/meetings?scope=upcoming`, { headers: { cookie: learner.cookie } })
  ).json()) as { meetings: { Id: string }[] };
  const readUrl = `${address}/api/meetings/${meetings[0]!.Id}`;
  const p99 = async (seconds: number) =>
    (
      await autocannon({
        url: readUrl,
        headers: { cookie: learner.cookie },
        connections: 10,
        overallRate: RATE,
        duration: seconds,
      })
    ).latency.p99;
  // A fresh server settles first (its job queue's start, the first queries' plans).
  await p99(15);
  const idle = await p99(10);
  console.info(`idle: p99 ${idle} ms at ${RATE} req/s`);

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(original)], { type: 'video/mp4' }), 'lesson-1080p.mp4');
  const upload = await fetch(`${address}/api/upload?kind=video&purpose=lesson`, {
    method: 'POST',
    headers: { cookie: author.cookie, 'x-csrf-token': author.csrf },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const uploadedAt = Date.now();
  const { Id } = (await upload.json()) as { Id: string };
  type Media = {
    Status: string;
    Progress: number;
    ManifestUrl: string | null;
    Renditions: { Height: number }[];
  };
  const media = async () =>
    (await (
      await fetch(`${address}/api/medias/${Id}`, { headers: { cookie: author.cookie } })
    ).json()) as Media;

  // The read while ffmpeg works (after it has started, before it can have finished).
  while ((await media()).Progress < 5) await new Promise((done) => setTimeout(done, 250));
  const busy = await p99(10);
  console.info(`during the transcode: p99 ${busy} ms (${(busy / idle).toFixed(2)}× idle; budget ≤ 2×)`);

  let done = await media();
  while (done.Status === 'processing') {
    await new Promise((wake) => setTimeout(wake, 250));
    done = await media();
  }
  const took = (Date.now() - uploadedAt) / 1000;
  if (done.Status !== 'ready') throw new Error(`transcoding ${done.Status}`);
  console.info(
    `ladder ${done.Renditions.map((r) => `${r.Height}p`).join(' ')} ready ${took.toFixed(1)} s after the upload: ` +
      `${(took / SECONDS).toFixed(2)}× the video's length`,
  );

  // What a learner at 720p fetches: the 720p rendition's file and the sound's, as the manifest names them.
  const manifestUrl = `${address}${done.ManifestUrl}`;
  const manifest = await (await fetch(manifestUrl, { headers: { cookie: author.cookie } })).text();
  const fileOf = (pattern: RegExp) => pattern.exec(manifest)?.[1];
  const video720 = fileOf(/height="720"[^>]*>\s*<BaseURL>([^<]+)<\/BaseURL>/);
  const audio = fileOf(/contentType="audio"[\s\S]*?<BaseURL>([^<]+)<\/BaseURL>/);
  let bytes = 0;
  for (const name of [video720, audio]) {
    if (!name) continue;
    // The whole file's size from a one-byte range: Content-Range says `bytes 0-0/{size}`.
    const res = await fetch(new URL(name, manifestUrl), {
      headers: { cookie: author.cookie, range: 'bytes=0-0' },
    });
    bytes += Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? 0);
    await res.arrayBuffer();
  }
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  console.info(
    `a learner at 720p downloads ${mb(bytes)} for the ${SECONDS} s lesson; the original is ${mb(original.length)} ` +
      `(${Math.round((100 * bytes) / original.length)} %)`,
  );
} finally {
  await stop();
}
