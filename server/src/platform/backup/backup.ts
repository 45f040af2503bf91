// `npm run backup -- FILE` and `npm run restore -- FILE` (docs/deploy.md#backups): the database (PGlite's
// data directory dump, or `pg_dump -Fc` of PostgreSQL) and the uploaded files when they are on the local
// disk, in one file. A restore goes only into an empty data directory or database, never over data.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize, resolve, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Config } from '../../config.ts';
import { createDb } from '../db/client.ts';
import { extractTo, isEmptyFolder, readArchive, writeArchive } from './archive.ts';

export type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadDir'>;

type Manifest = { format: 1; engine: 'pglite' | 'postgres'; createdAt: string; files: number };

const PGLITE_ENTRY = 'database/pglite.tar.gz';
const POSTGRES_ENTRY = 'database/postgres.dump';

const pgliteDir = (config: BackupConfig) => join(config.dataDir, 'pglite');

/** Debian's PostgreSQL client programs: PG_BIN, the PATH, or the newest /usr/lib/postgresql/<n>/bin. */
function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions)
    if (existsSync(join(debian, version, 'bin', name))) return join(debian, version, 'bin', name);
  throw new Error(`${name} was not found: install PostgreSQL's client programs or set PG_BIN.`);
}

function run(program: string, args: string[]): void {
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.error?.message}`);
}

export async function backup(config: BackupConfig, file: string): Promise<Manifest> {
  const archive = writeArchive(file);
  const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  try {
    let engine: Manifest['engine'];
    if (config.databaseUrl) {
      engine = 'postgres';
      const dump = join(work, 'postgres.dump');
      run(pgProgram('pg_dump'), ['-Fc', '--no-owner', '--no-acl', '-f', dump, '-d', config.databaseUrl]);
      archive.addFile(dump, POSTGRES_ENTRY);
    } else {
      engine = 'pglite';
      if (!existsSync(pgliteDir(config))) throw new Error(`No database in ${pgliteDir(config)} to back up.`);
      const handle = createDb({ dataDir: pgliteDir(config) });
      try {
        if (handle.raw.kind !== 'pglite') throw new Error('expected PGlite');
        // A dump asked before the database has started never answers: a first query waits for it.
        await handle.db.execute(sql`select 1`);
        const dump = await handle.raw.client.dumpDataDir('gzip');
        archive.addBuffer(Buffer.from(await dump.arrayBuffer()), PGLITE_ENTRY);
      } finally {
        await handle.close();
      }
    }
    // The uploads, when they live on this disk (an object store keeps its own copies).
    const files = await archive.addFolder(config.uploadDir, 'uploads');
    const manifest: Manifest = { format: 1, engine, createdAt: new Date().toISOString(), files };
    archive.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'backup.json');
    await archive.finish();
    return manifest;
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client`select count(*)::int as n from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`;
    return row?.n === 0;
  } finally {
    await client.end();
  }
}

/** Restores a backup into an empty data directory or database; refuses (with the reason) anything else. */
export async function restore(config: BackupConfig, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  if (!(await isEmptyFolder(config.uploadDir)))
    throw new Error(`${config.uploadDir} is not empty: restore into an empty data directory.`);
  if (config.databaseUrl) {
    if (!(await postgresIsEmpty(config.databaseUrl)))
      throw new Error('The database is not empty: restore into a new, empty database.');
  } else if (!(await isEmptyFolder(pgliteDir(config)))) {
    throw new Error(`${pgliteDir(config)} is not empty: restore into an empty DATA_DIR.`);
  }
  const work = mkdtempSync(join(tmpdir(), 'portal-restore-'));
  const uploads = resolve(config.uploadDir);
  const found = { database: '' };
  try {
    await readArchive(file, async (name, open) => {
      if (name === PGLITE_ENTRY || name === POSTGRES_ENTRY) {
        const expected = config.databaseUrl ? POSTGRES_ENTRY : PGLITE_ENTRY;
        if (name !== expected)
          throw new Error(
            `This backup is of ${name === PGLITE_ENTRY ? 'PGlite' : 'PostgreSQL'}: set DATABASE_URL accordingly.`,
          );
        found.database = join(work, 'database');
        await extractTo(open, found.database);
      } else if (name.startsWith('uploads/') && !name.endsWith('/')) {
        const target = normalize(join(uploads, name.slice('uploads/'.length)));
        // An entry may not climb out of the upload folder.
        if (!target.startsWith(uploads + sep)) throw new Error(`Refused a file outside the uploads: ${name}`);
        await extractTo(open, target);
      }
    });
    const { database } = found;
    if (!database) throw new Error('This file holds no database: is it a backup of the portal?');
    if (config.databaseUrl) {
      run(pgProgram('pg_restore'), [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        '-d',
        config.databaseUrl,
        database,
      ]);
    } else {
      const dump = new Blob([await readFile(database)]);
      const handle = createDb({ dataDir: pgliteDir(config), loadDataDir: dump });
      // Opening loads the dump; a query makes sure it is there before the data directory is closed.
      await handle.db.execute(sql`select 1`);
      await handle.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
