// Everything the server reads from the environment, in one place, with the defaults of the README. The app
// exposes it as `app.config` and services receive it in `deps.config`.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LIMITS, type Limits } from './platform/rate-limits/limits.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  uploadDir: string;
  staticRoot: string;
  shellDist: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Login and register attempts per minute and IP (docs/product/auth.md#attempt-limits). */
  loginAttemptsPerMinute: number;
  /** The abuse limits (docs/product/portal.md#abuse-limits); tests lower them, the streams bench raises one. */
  limits: Limits;
  /** Where people reach the portal: printed on documents (a certificate's verify link and QR code). */
  publicUrl: string;
  /** The video room of a meeting: `{code}` becomes its meeting ID (Jitsi Meet unless configured). */
  meetingRoomUrl: string;
  /** SMTP server for email (nodemailer URL); without it emails are written as .eml files to outboxDir. */
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  /** Background jobs: 'queue' runs pg-boss in the database (docs/decisions/0019); 'inline' runs each job
   * at once in the request that sent it and no schedules (tests). */
  jobs: 'queue' | 'inline';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    staticRoot: resolve(env.STATIC_ROOT ?? join(repoRoot, 'deploy')),
    shellDist: resolve(env.SHELL_DIST ?? join(repoRoot, 'shell', 'dist')),
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
    loginAttemptsPerMinute: Number(env.LOGIN_ATTEMPTS_PER_MINUTE ?? 10),
    limits: {
      ...DEFAULT_LIMITS,
      liveStreamsPerUser: Number(env.LIVE_STREAMS_PER_USER ?? DEFAULT_LIMITS.liveStreamsPerUser),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Academy <no-reply@academy.test>',
    outboxDir: resolve(env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    jobs: env.JOBS === 'inline' ? 'inline' : 'queue',
    meetingRoomUrl: env.MEETING_ROOM_URL ?? 'https://meet.jit.si/academy-{code}',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
  };
}
