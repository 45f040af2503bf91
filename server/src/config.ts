// Everything the server reads from the environment, in one place, with the defaults of the README. The app
// exposes it as `app.config` and services receive it in `deps.config`. `readConfig` refuses a missing or
// unsafe setting with one message naming every problem, so a production start fails rather than runs unsafe
// (docs/product/deployment.md#production-defaults); the plain demo needs no setting at all.
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LIMITS, type Limits } from './platform/rate-limits/limits.ts';
import type { S3Settings } from './platform/storage/s3.ts';

const MB = 1024 * 1024;

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Which proxies may speak for a client: none, a hop count, or their addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  uploadDir: string;
  /** Files go to this S3-compatible bucket instead of the local disk when S3_BUCKET is set (decision 0028). */
  s3?: S3Settings;
  staticRoot: string;
  shellDist: string;
  /** NODE_ENV=production: no demo data unless asked, Secure `__Host-` cookies, the settings below checked. */
  production: boolean;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Login and register attempts per minute and IP (docs/product/auth.md#attempt-limits). */
  loginAttemptsPerMinute: number;
  /** The abuse limits (docs/product/portal.md#abuse-limits); tests lower them, the streams bench raises one. */
  limits: Limits;
  /** Where people reach the portal: the one source of absolute links (mails, calendars, documents). */
  publicUrl: string;
  /** Upload quota in bytes by role (docs/product/media.md#storage-quota): learners, and instructors and admins. */
  uploadQuotaBytes: { user: number; instructor: number };
  /** The payment provider: 'test' (card 4242 pays) outside production, and in production only when asked. */
  payments: 'test' | null;
  /** The video room of a meeting: `{code}` becomes its random room name (Jitsi Meet unless configured). */
  meetingRoomUrl: string;
  /** SMTP server for email (nodemailer URL); without it emails are written as .eml files to outboxDir. */
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  /** Background jobs: 'queue' runs pg-boss in the database (docs/decisions/0019); 'inline' runs each job
   * at once in the request that sent it and no schedules (tests). */
  jobs: 'queue' | 'inline';
  /**
   * What this process does (docs/product/deployment.md#workers): 'all' serves the API and runs every job
   * (the default), 'api' leaves transcoding to workers, 'worker' only transcodes videos and serves nothing.
   */
  role: ProcessRole;
  /** Videos one process transcodes at once (TRANSCODE_CONCURRENCY, default 1: the API stays responsive). */
  transcodeConcurrency: number;
  /** How often a process looks for jobs whose worker died (JOB_SUPERVISE_SECONDS, default 30). */
  jobSuperviseSeconds: number;
  /**
   * The nice value ffmpeg runs at (TRANSCODE_NICE, 0 to 19, default 19): below everything else, so requests stay
   * quick while a video is made. Tests run it at 0, as the work they wait for.
   */
  transcodeNice: number;
  /** The ffmpeg to run: FFMPEG_PATH, else the binary shipped in @ffmpeg-installer, else `ffmpeg` on PATH. */
  ffmpegPath?: string;
  /** Prometheus metrics at GET /metrics on this port (its own listener); off when METRICS_PORT is unset. */
  metricsPort?: number;
}

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

function readRole(value: string | undefined, problems: string[]): ProcessRole {
  if (!value) return 'all';
  if ((PROCESS_ROLES as readonly string[]).includes(value)) return value as ProcessRole;
  problems.push(`ROLE=${value} is unknown: use all (API and jobs), api or worker.`);
  return 'all';
}

/** A setting the server will not start with; the message names every problem, one a line. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The server cannot start with this environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

// More hops than any real chain of proxies: beyond it, a count is "trust everyone" by another name.
const MAX_PROXY_HOPS = 5;
// Proxy-addr's names for private ranges, accepted as Fastify accepts them.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or CIDR range that is not the whole internet ("0.0.0.0/0" would trust everyone). */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
  return prefix >= 1 && prefix <= (family === 4 ? 32 : 128);
}

function readTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_PROXY_HOPS) return hops;
    problems.push(
      `TRUST_PROXY=${value} hops would trust addresses a client writes itself: count only your proxies ` +
        `(at most ${MAX_PROXY_HOPS}), or give their addresses.`,
    );
    return false;
  }
  if (value === 'true' || value === '*') {
    problems.push(
      `TRUST_PROXY=${value} would trust every X-Forwarded-For hop, so any client could claim any address: ` +
        'give the number of proxies in front of the server (1 for one nginx) or their addresses.',
    );
    return false;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    problems.push(
      `TRUST_PROXY: ${wrong.join(', ')} is not a proxy address or CIDR range (e.g. 10.0.0.5, 10.0.0.0/8, ` +
        'loopback), and the whole internet (/0) is never trusted.',
    );
    return false;
  }
  return entries;
}

function readPublicUrl(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): string {
  const given = env.PUBLIC_URL;
  if (!given) {
    if (production) problems.push('PUBLIC_URL is required in production: the https address people use.');
    return `http://localhost:${env.PORT ?? 8080}`;
  }
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    problems.push(`PUBLIC_URL=${given} is not a URL (e.g. https://academy.example).`);
    return given;
  }
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:'))
    problems.push(`PUBLIC_URL=${given} must be an https address${production ? ' in production' : ''}.`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    problems.push(`PUBLIC_URL=${given} must be an origin only, like https://academy.example.`);
  return url.origin;
}

function readNumber(name: string, value: string | undefined, fallback: number, problems: string[]): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) problems.push(`${name}=${value} is not a whole number.`);
  return number;
}

/** The configuration of this environment; throws a ConfigError naming every missing or unsafe setting. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  // Production starts empty; the demo (with its published passwords) only when asked for by name.
  const seedDemo = production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0';
  const payments = env.PAYMENTS === 'test' || (!production && !env.PAYMENTS) ? 'test' : null;
  if (env.PAYMENTS && env.PAYMENTS !== 'test')
    problems.push(`PAYMENTS=${env.PAYMENTS} is unknown: the only provider is the test one (PAYMENTS=test).`);
  else if (production && !payments)
    problems.push(
      'No payment provider: the test provider (card 4242 pays) is refused in production unless PAYMENTS=test ' +
        'says this is a staging site.',
    );
  if (env.ROLE && env.ROLE !== 'all' && !env.DATABASE_URL)
    problems.push(
      `ROLE=${env.ROLE} splits the work between processes, which share a PostgreSQL database: set DATABASE_URL ` +
        '(PGlite is one process, which does everything).',
    );
  const config: Config = {
    port: readNumber('PORT', env.PORT, 8080, problems),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    staticRoot: resolve(env.STATIC_ROOT ?? join(repoRoot, 'deploy')),
    shellDist: resolve(env.SHELL_DIST ?? join(repoRoot, 'shell', 'dist')),
    production,
    seedDemo,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: readTrustProxy(env.TRUST_PROXY, problems),
    loginAttemptsPerMinute: readNumber(
      'LOGIN_ATTEMPTS_PER_MINUTE',
      env.LOGIN_ATTEMPTS_PER_MINUTE,
      10,
      problems,
    ),
    limits: {
      ...DEFAULT_LIMITS,
      liveStreamsPerUser: readNumber(
        'LIVE_STREAMS_PER_USER',
        env.LIVE_STREAMS_PER_USER,
        DEFAULT_LIMITS.liveStreamsPerUser,
        problems,
      ),
    },
    publicUrl: readPublicUrl(env, production, problems),
    payments,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Academy <no-reply@academy.test>',
    outboxDir: resolve(env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    jobs: env.JOBS === 'inline' ? 'inline' : 'queue',
    role: readRole(env.ROLE, problems),
    transcodeConcurrency: Math.max(
      1,
      readNumber('TRANSCODE_CONCURRENCY', env.TRANSCODE_CONCURRENCY, 1, problems),
    ),
    ffmpegPath: env.FFMPEG_PATH || undefined,
    transcodeNice: Math.min(19, readNumber('TRANSCODE_NICE', env.TRANSCODE_NICE, 19, problems)),
    jobSuperviseSeconds: Math.max(
      1,
      readNumber('JOB_SUPERVISE_SECONDS', env.JOB_SUPERVISE_SECONDS, 30, problems),
    ),
    uploadQuotaBytes: {
      user: readNumber('UPLOAD_QUOTA_MB', env.UPLOAD_QUOTA_MB, 1024, problems) * MB,
      instructor:
        readNumber('UPLOAD_QUOTA_INSTRUCTOR_MB', env.UPLOAD_QUOTA_INSTRUCTOR_MB, 20 * 1024, problems) * MB,
    },
    meetingRoomUrl: env.MEETING_ROOM_URL ?? 'https://meet.jit.si/academy-{code}',
    metricsPort: env.METRICS_PORT ? readNumber('METRICS_PORT', env.METRICS_PORT, 0, problems) : undefined,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
