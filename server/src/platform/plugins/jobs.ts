// Background jobs (docs/decisions/0019): builds the queue into deps.jobs, starts it once the app is ready
// (without holding up the start: pg-boss needs a few seconds to check its schema) and stops it before the
// database closes. A new notification asks for an email flush at once rather than at the next minute.
import fp from 'fastify-plugin';
import type { Deps } from '../../core/deps.ts';
import { inlineQueue, pgBossQueue, type JobDefinition } from '../jobs/queue.ts';

export type JobsOptions = {
  /** Every job the app runs, by name (src/jobs.ts). */
  definitions(deps: Deps): Record<string, JobDefinition>;
};

export default fp<JobsOptions>(
  async (app, { definitions }) => {
    const deps = app.deps;
    const jobs = definitions(deps);
    const { role } = app.config;
    if (app.config.jobs === 'inline') {
      deps.jobs = inlineQueue(jobs, role);
      return;
    }
    const queue = pgBossQueue(
      app.dbHandle,
      jobs,
      (error) => app.log.error({ err: error }, 'job queue'),
      role,
      app.config.jobSuperviseSeconds,
    );
    deps.jobs = queue;
    let pending: NodeJS.Timeout | null = null;
    const stopWatching = deps.events.subscribe('notifications.changed', () => {
      pending ??= setTimeout(() => {
        pending = null;
        queue.send('email-flush').catch((error) => app.log.error({ err: error }, 'email flush'));
      }, 500);
    });
    app.addHook('onReady', async () => {
      queue.start().catch((error) => app.log.error({ err: error }, 'job queue start'));
    });
    // After the requests in flight have finished (they may still queue jobs), before the database closes.
    app.addHook('onClose', async () => {
      stopWatching();
      if (pending) clearTimeout(pending);
      await queue.stop();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
