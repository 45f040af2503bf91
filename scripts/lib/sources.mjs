// The newest modification time of the files a build reads, so `npm start` rebuilds only after a change.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_DIRS } from './remotes.mjs';

const buildInputs = ['shell', ...REMOTE_DIRS, 'shared-ui', 'shared-api', 'scripts/webpack', 'pnpm-lock.yaml'];
const skipped = new Set(['node_modules', 'dist', 'storybook-static', '.storybook', 'coverage']);

function newestIn(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return /\.(test|spec|stories)\.[jt]sx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (skipped.has(entry)) continue;
    newest = Math.max(newest, newestIn(join(path, entry)));
  }
  return newest;
}

export function newestSourceMtime(root) {
  return Math.max(...buildInputs.map((input) => newestIn(join(root, input))));
}
