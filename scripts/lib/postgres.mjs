// A throwaway PostgreSQL server for the test suite and the benchmark: a fresh cluster in a temporary
// folder, on a free port of 127.0.0.1, tuned for speed over durability, removed when stopped. Uses Debian's
// `postgresql` package (initdb, pg_ctl); returns null when it is not installed.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBinaries() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath.replace(/\/initdb$/, '');
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  for (const version of versions)
    if (existsSync(join(debian, version, 'bin', 'initdb'))) return join(debian, version, 'bin');
  return null;
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function runAs(command, args) {
  const asRoot = process.getuid?.() === 0;
  const [program, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return spawnSync(program, argv, { encoding: 'utf8' });
}

/** `background`: the server runs niced, like the tests that use it (scripts/test.mjs). */
export async function startThrowawayPostgres({ background = false } = {}) {
  const bin = findBinaries();
  if (!bin) return null;
  const root = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(root, 'data');
  if (process.getuid?.() === 0) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(root, Number(ids.stdout), Number(gids.stdout));
  }
  chmodSync(root, 0o700);
  const init = runAs(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = join(bin, 'pg_ctl');
  const [program, prefix] =
    background && process.platform !== 'win32' ? ['nice', ['-n', '10', pgCtl]] : [pgCtl, []];
  const start = runAs(program, [
    ...prefix,
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(root, 'log'),
    '-w',
    'start',
  ]);
  if (start.status !== 0) throw new Error(`PostgreSQL did not start: ${start.stderr || start.stdout}`);
  const version = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      runAs(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
