// What every service receives as its first argument (docs/code-style.md#server): the database, the
// configuration, a clock (so a test can fix time), the events between processes, the payment provider, the
// mailer, the job queue and the file store.
import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import type { Events } from '../platform/events/bus.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { PaymentProvider } from '../platform/payments/provider.ts';
import type { FileStore } from '../platform/storage/store.ts';

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type Deps = {
  db: Db;
  config: Config;
  clock: Clock;
  events: Events;
  payments: PaymentProvider;
  mailer: Mailer;
  jobs: JobQueue;
  /** Every file the portal keeps (uploads, attachments, exports): the local disk or an object store. */
  storage: FileStore;
};
