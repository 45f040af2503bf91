// Everything the server reads from the environment, in one place, with the defaults of the README. The app
// exposes it as `app.config` and services receive it in `deps.config`.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from './platform/storage/s3.ts';

const MB = 1024 * 1024;

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

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
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Login and register attempts per minute and IP (docs/product/auth.md#attempt-limits). */
  loginAttemptsPerMinute: number;
  /** Where people reach the portal: printed on documents (a certificate's verify link and QR code). */
  publicUrl: string;
  /** Upload quota in bytes by role (docs/product/media.md#storage-quota): learners, and instructors and admins. */
  uploadQuotaBytes: { user: number; instructor: number };
  /** The video room of a meeting: `{code}` becomes its random room name (Jitsi Meet unless configured). */
  meetingRoomUrl: string;
  /** SMTP server for email (nodemailer URL); without it emails are written as .eml files to outboxDir. */
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  /** Background jobs: 'queue' runs pg-boss in the database (docs/decisions/0019); 'inline' runs each job
   * at once in the request that sent it and no schedules (tests). */
  jobs: 'queue' | 'inline';
  /** Prometheus metrics at GET /metrics on this port (its own listener); off when METRICS_PORT is unset. */
  metricsPort?: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  return {
    port: Number(env.PORT ?? 8080),
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
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
    loginAttemptsPerMinute: Number(env.LOGIN_ATTEMPTS_PER_MINUTE ?? 10),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Academy <no-reply@academy.test>',
    outboxDir: resolve(env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    jobs: env.JOBS === 'inline' ? 'inline' : 'queue',
    uploadQuotaBytes: {
      user: Number(env.UPLOAD_QUOTA_MB ?? 1024) * MB,
      instructor: Number(env.UPLOAD_QUOTA_INSTRUCTOR_MB ?? 20 * 1024) * MB,
    },
    meetingRoomUrl: env.MEETING_ROOM_URL ?? 'https://meet.jit.si/academy-{code}',
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
  };
}
