// Which database a test runs on: an in-memory PGlite by default, or, when TEST_DATABASE_URL points at a
// PostgreSQL server (npm test starts a throwaway one), a fresh database of its own on that server. So the
// same suite proves both engines.
//
// Migrating an empty database costs seconds and every test file needs one, so each starts from a copy of a
// migrated template made once per set of migrations: a PGlite data directory dumped to .cache/ (loaded with
// `loadDataDir`), or a PostgreSQL template database (`CREATE DATABASE … TEMPLATE`). The template's name
// carries a hash of the migrations, so a new migration makes a new template and a stale one is never used.
// Starting PGlite itself costs a second or more, so a test process keeps the in-memory databases its apps
// have closed and hands one out again emptied (every table truncated), as good as new.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import { repoRoot } from '../config.ts';
import { createDb, type DbOptions } from '../platform/db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../platform/db/migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

export const testEngine: 'postgres' | 'pglite' = serverUrl ? 'postgres' : 'pglite';

/**
 * `describe(name, engineIndependent, …)` for a suite whose behaviour does not depend on the database engine
 * (a signal to a process, a proxy in front, the file store, a PDF's layout, cookie names): it runs once, on
 * the PostgreSQL lane when `npm test` runs one, so the PGlite lane, the longest, does not pay for it twice
 * (docs/decisions/0025). Without PostgreSQL it runs on PGlite.
 */
export const engineIndependent = {
  skip:
    testEngine === 'pglite' && process.env.TEST_POSTGRES_LANE === '1'
      ? 'does not depend on the engine: runs on the PostgreSQL lane'
      : false,
};

/**
 * Suites that start processes and mostly wait on them (boots, heartbeats, signals) say so with these
 * options: `npm test` runs them in a lane of their own on PostgreSQL, beside the others, rather than one
 * after another inside the PostgreSQL lane (scripts/test.mjs finds them by this name). `skip` is the
 * engine's own condition for the suite, if it has one.
 */
export function processSuite(skip: string | boolean = false): { skip: string | boolean } {
  if (process.env.TEST_PROCESS_SUITES === 'elsewhere') return { skip: 'runs in the process lane' };
  return { skip };
}

/** A short hash of every migration file (and the PGlite build), naming the template made from them. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(repoRoot, 'server/node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  hash.update(`pglite ${pglite.version}\n`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${entry.name}\n`).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite template: read from .cache/, or made and saved there by the first file that needs it. */
export function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const dir = join(repoRoot, '.cache', 'test-templates');
    const file = join(dir, `pglite-${migrationsHash()}.tar.gz`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const handle = createDb({ inMemory: true });
    try {
      await runMigrations(handle);
      if (handle.raw.kind !== 'pglite') throw new Error('expected PGlite');
      const dump = await handle.raw.client.dumpDataDir('gzip');
      mkdirSync(dir, { recursive: true });
      // Written aside then renamed: a file running at the same time reads a whole template or none.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await handle.close();
    }
  })();
  return pgliteTemplate;
}

/** In-memory databases apps have closed, ready to be emptied and handed out again. */
const idle: PGlite[] = [];
// A database nobody asks for again soon is closed, so the test process can end.
const IDLE_CLOSE_MS = 3_000;
let closeIdle: NodeJS.Timeout | undefined;

/** Every row of every table gone (the migrations' own record aside), sequences back to their start. */
async function emptied(client: PGlite): Promise<PGlite> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  if (rows.length)
    await client.exec(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
  return client;
}

async function pooledPglite(): Promise<DbOptions> {
  clearTimeout(closeIdle);
  const reused = idle.pop();
  const client = reused
    ? await emptied(reused)
    : new PGlite({ extensions: { pg_trgm }, loadDataDir: await migratedPglite() });
  const release = async () => {
    idle.push(client);
    clearTimeout(closeIdle);
    closeIdle = setTimeout(() => {
      for (const unused of idle.splice(0)) void unused.close();
    }, IDLE_CLOSE_MS);
    closeIdle.unref();
  };
  return { pglite: { client, release } };
}

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

// Any constant shared by the test processes: two files starting together must not both make the template.
const TEMPLATE_LOCK_KEY = 724_201_928;
let postgresTemplate: Promise<string> | undefined;

/** The migrated template database on the test server, made once under an advisory lock. */
function migratedPostgres(admin: postgres.Sql, url: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `portal_template_${migrationsHash()}`;
    const conn = await admin.reserve();
    try {
      await conn`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
      const [found] = await conn`select 1 from pg_database where datname = ${name}`;
      if (!found) {
        const building = `${name}_building`;
        await conn.unsafe(`drop database if exists ${building}`);
        await conn.unsafe(`create database ${building}`);
        const handle = createDb({ url: withDatabase(url, building) });
        try {
          await runMigrations(handle);
        } finally {
          await handle.close();
        }
        await conn.unsafe(`alter database ${building} rename to ${name}`);
      }
      await conn`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`;
    } finally {
      conn.release();
    }
    return name;
  })();
  return postgresTemplate;
}

/**
 * Connection options for a database no other test touches, already migrated; `{ empty: true }` gives one
 * with nothing in it, for the tests of the migrations themselves.
 */
export async function freshDatabase(options: { empty?: boolean } = {}): Promise<DbOptions> {
  if (!serverUrl) return options.empty ? { inMemory: true } : pooledPglite();
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    if (options.empty) await admin.unsafe(`create database ${name}`);
    else {
      const template = await migratedPostgres(admin, serverUrl);
      // PostgreSQL 15 copies a template page by page through the WAL by default; copying its files is half
      // the server's work in this suite (a test server runs without fsync, so the checkpoint it asks is cheap).
      const [server] = await admin`select current_setting('server_version_num')::int as version`;
      const strategy = Number(server?.version) >= 150_000 ? ' strategy file_copy' : '';
      await admin.unsafe(`create database ${name} template ${template}${strategy}`);
    }
  } finally {
    await admin.end();
  }
  return { url: withDatabase(serverUrl, name) };
}

/** The rows of a raw `db.execute` answer: PGlite wraps them in `{ rows }`, postgres.js answers the array. */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}
