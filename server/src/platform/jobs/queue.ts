// The job queue (issue 13, docs/decisions/0019): pg-boss keeps jobs and schedules in the database, so they
// survive restarts and several API processes share the work. On PostgreSQL pg-boss opens its own small pool;
// on PGlite it goes through pg-boss's own PGlite adapter over the same in-process database. 'inline' (tests)
// runs a job at once.
import { fromPglite, PgBoss } from 'pg-boss';
import type { DbHandle } from '../db/client.ts';

/** How often a woken worker (PGlite) looks for jobs anyway, in case a wake-up was lost. */
const BACKSTOP_POLL_SECONDS = 60;

export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>;
export type JobDefinition = {
  handler: JobHandler;
  cron?: string;
  /** A transcoding worker's job: run by processes whose role is 'all' or 'worker', never by 'api'. */
  worker?: boolean;
  /** How many run at once in one process (default 1). */
  concurrency?: number;
  /**
   * A long job proves it is alive: one whose process died (no heartbeat for this long, at least 10 s) is
   * failed and retried by another process.
   */
  heartbeatSeconds?: number;
  /** Retries after a failure or a lost heartbeat (pg-boss's default is 2). */
  retryLimit?: number;
  /** The longest one run may take (pg-boss's default is 15 minutes). */
  expireInSeconds?: number;
};

/** Whether a process of this role works the job's queue ('api' leaves transcoding to the workers). */
export function runsHere(job: JobDefinition, role: 'all' | 'api' | 'worker'): boolean {
  if (role === 'all') return true;
  return role === 'worker' ? Boolean(job.worker) : !job.worker;
}

export type JobQueue = {
  /** Queues a job; `singletonSeconds` folds repeats within that window into one. */
  send(name: string, data?: Record<string, unknown>, options?: { singletonSeconds?: number }): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function inlineQueue(
  jobs: Record<string, JobDefinition>,
  role: 'all' | 'api' | 'worker' = 'all',
): JobQueue {
  return {
    async send(name, data = {}) {
      const job = jobs[name];
      if (!job) throw new Error(`unknown job ${name}`);
      // Another role's job: with no queue in between, nobody would run it (tests of the API alone).
      if (!runsHere(job, role)) return;
      await job.handler(data);
    },
    async start() {},
    async stop() {},
  };
}

export function pgBossQueue(
  handle: DbHandle,
  jobs: Record<string, JobDefinition>,
  onError: (error: unknown) => void,
  role: 'all' | 'api' | 'worker' = 'all',
  /** How often expired jobs and dead workers' jobs are looked for (pg-boss's supervise and monitor passes). */
  superviseIntervalSeconds = 30,
): JobQueue {
  // On PGlite every poll of every queue runs on the one thread that answers requests, so workers there sleep
  // until a new job's NOTIFY wakes them (in process), with a slow poll as a backstop: the read budget
  // (docs/architecture.md#budgets) held no longer once four queues polled every 2 s.
  const woken = handle.raw.kind === 'pglite';
  const boss =
    handle.raw.kind === 'postgres'
      ? new PgBoss({
          connectionString: handle.url!,
          max: 2,
          schema: 'pgboss',
          superviseIntervalSeconds,
          monitorIntervalSeconds: superviseIntervalSeconds,
        })
      : new PgBoss({
          db: fromPglite(handle.raw.client),
          backend: 'pglite',
          schema: 'pgboss',
          useListenNotify: true,
          superviseIntervalSeconds,
          monitorIntervalSeconds: superviseIntervalSeconds,
        });
  boss.on('error', onError);
  let started: Promise<void> | null = null;
  return {
    async send(name, data = {}, options = {}) {
      await started;
      await boss.send(
        name,
        data,
        options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {},
      );
    },
    start() {
      started ??= (async () => {
        await boss.start();
        for (const [name, job] of Object.entries(jobs)) {
          const policy = {
            ...(job.heartbeatSeconds ? { heartbeatSeconds: job.heartbeatSeconds } : {}),
            ...(job.retryLimit !== undefined ? { retryLimit: job.retryLimit } : {}),
            ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
          };
          // Every process may send every job, whoever works it.
          await boss.createQueue(name, policy);
          // A database made before keeps its queues: they opt in here, and take today's policy.
          const update = { ...policy, ...(woken ? { notify: true } : {}) };
          if (Object.keys(update).length > 0) await boss.updateQueue(name, update);
          if (!runsHere(job, role)) continue;
          const polling = {
            pollingIntervalSeconds: 2,
            notifyPollingIntervalSeconds: BACKSTOP_POLL_SECONDS,
            localConcurrency: job.concurrency ?? 1,
          };
          await boss.work(name, polling, async (batch) => {
            for (const item of batch) await job.handler((item.data ?? {}) as Record<string, unknown>);
          });
          if (job.cron) await boss.schedule(name, job.cron);
        }
      })();
      return started;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
