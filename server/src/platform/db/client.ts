import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { prepareNamedStatements } from './pglite-prepared.ts';

/**
 * The Drizzle API services code against. Both drivers extend PgDatabase, so typing services with the
 * common base keeps them driver-agnostic (PGlite by default, PostgreSQL with DATABASE_URL). Queries name
 * their tables (no relational `db.query`), so the database needs no schema object: each module owns its
 * tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction handle, for helpers that must run inside `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbKind = 'pglite' | 'postgres';

export interface DbOptions {
  /** PostgreSQL connection string; wins over the PGlite options. */
  url?: string;
  /** PGlite data directory (created when missing). */
  dataDir?: string;
  /** PGlite in memory (tests). Used when neither url nor dataDir is given. */
  inMemory?: boolean;
  /** A PGlite data directory dumped by `dumpDataDir` to start from (tests start from a migrated one). */
  loadDataDir?: Blob;
  /** A PGlite someone else owns (the tests' pool): used as it is, and `release` instead of closing it. */
  pglite?: { client: PGlite; release(): Promise<void> };
}

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** The PostgreSQL connection string (for pg-boss's own pool); undefined on PGlite. */
  url?: string;
  /** Where a PGlite database lives on disk; undefined in memory and on PostgreSQL. */
  dataDir?: string;
  /** Driver-level access for the migration lock; services never use it. */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: postgres.Sql };
  close(): Promise<void>;
}

export function createDb(options: DbOptions = {}): DbHandle {
  if (options.url) {
    // Small pool: API processes are many and PostgreSQL connections are not free
    // (docs/architecture.md#beyond-one-machine).
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      raw: { kind: 'postgres', client },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.pglite) {
    const { client, release } = options.pglite;
    const db = drizzlePglite({ client }) as unknown as Db;
    prepareNamedStatements(db, client);
    return {
      db,
      kind: 'pglite',
      raw: { kind: 'pglite', client },
      close: release,
    };
  }
  const dataDir = options.inMemory || !options.dataDir ? undefined : options.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the catalogue's typo-tolerant search (migration 0006); PostgreSQL ships it in contrib.
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client }) as unknown as Db;
  prepareNamedStatements(db, client);
  return {
    db,
    kind: 'pglite',
    dataDir,
    raw: { kind: 'pglite', client },
    close: () => client.close(),
  };
}
