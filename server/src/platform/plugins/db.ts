// Opens the database (PGlite in a folder, in memory, or PostgreSQL), applies migrations under a lock, seeds
// the demo data when asked (the seed comes in as an option), opens the events channel between processes on it, and closes both with the app.
import fp from 'fastify-plugin';
import { createDb, type Db, type DbHandle, type DbOptions } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createEvents, type Events } from '../events/bus.ts';

export interface DbPluginOptions extends DbOptions {
  /** Loads the demo data when asked (app.ts hands in the seed); answers whether it changed anything. */
  seed?: (db: Db) => Promise<{ seeded: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
    events: Events;
  }
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const { seed, ...database } = options;
    const handle = createDb(database);
    await runMigrations(handle);
    if (seed) {
      const started = Date.now();
      const { seeded } = await seed(handle.db);
      if (seeded) app.log.info({ ms: Date.now() - started }, 'demo data seeded');
    }
    const events = createEvents(handle);
    app.decorate('db', handle.db);
    app.decorate('dbHandle', handle);
    app.decorate('events', events);
    app.addHook('onClose', async () => {
      await events.close();
      await handle.close();
    });
  },
  { name: 'db' },
);
