// Releases a team can trust: building a remote again from the same sources must give byte-identical files,
// so publishing it again lands on the same version folder instead of a new one. Rebuilds one remote (the
// smallest build that exercises the shared design system) and compares every emitted file's hash.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_DIRS } from './lib/remotes.mjs';
import { repoRoot } from './webpack/shared.mjs';

const app = process.argv[2] ?? REMOTE_DIRS[0];
const dist = join(repoRoot, app, 'dist');

function fingerprint() {
  return Object.fromEntries(
    readdirSync(dist)
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(dist, file)))
          .digest('hex'),
      ]),
  );
}

const before = fingerprint();
const build = spawnSync('pnpm', ['--filter', `@portal/${app}`, 'run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const after = fingerprint();
const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
  (file) => before[file] !== after[file],
);
if (changed.length) {
  console.error(`${app}: a rebuild of unchanged sources changed ${changed.join(', ')}`);
  process.exit(1);
}
console.info(`${app}: a rebuild gives the same ${Object.keys(after).length} files, byte for byte`);
