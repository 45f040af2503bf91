// Releases a team can trust: building a remote again from the same sources must give byte-identical files,
// so publishing it again lands on the same version folder instead of a new one. Rebuilds one remote (the
// smallest build that exercises the shared design system) into a folder of its own, so the portal the
// journeys use keeps serving dist/ meanwhile, and compares every emitted file's hash with dist/'s.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REMOTE_DIRS } from './lib/remotes.mjs';
import { repoRoot } from './webpack/shared.mjs';

const app = process.argv[2] ?? REMOTE_DIRS[0];
const dist = join(repoRoot, app, 'dist');

// Every file under the folder, subfolders too (the shell's icons/).
function fingerprint(folder) {
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(folder, file)))
          .digest('hex'),
      ]),
  );
}

const before = fingerprint(dist);
const out = mkdtempSync(join(tmpdir(), `portal-${app}-`));
const build = spawnSync('pnpm', ['--filter', `@portal/${app}`, 'run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_OUT_DIR: out },
});
const after = build.status === 0 ? fingerprint(out) : {};
rmSync(out, { recursive: true, force: true });
if (build.status !== 0) process.exit(build.status ?? 1);
const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
  (file) => before[file] !== after[file],
);
if (changed.length) {
  console.error(`${app}: a rebuild of unchanged sources changed ${changed.join(', ')}`);
  process.exit(1);
}
console.info(`${app}: a rebuild gives the same ${Object.keys(after).length} files, byte for byte`);
