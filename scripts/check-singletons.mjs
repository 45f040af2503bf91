// Static half of the singleton proof (the run-time half is e2e/portal/singletons.spec.ts): every built
// remote declares each singleton as shared, singleton, at the catalog's version, AND no remote chunk other
// than the shared fallback chunks its manifest lists carries React's or Chakra's code. The second part is
// what catches a real second copy: a remote that imports React through a path the share scope does not
// cover (an alias, a nested node_modules copy, a deep import without a share key) still declares react as
// shared, but React's source then lands in its App chunks, which the marker scan finds.
// Usage: node scripts/check-singletons.mjs [root]  (root holds mfe-<name>/dist; default: the repo).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES } from './lib/remotes.mjs';
import { repoRoot, sharedConfig } from './webpack/shared.mjs';

// Strings that survive minification and exist only inside each library's own source.
const MARKERS = {
  react: '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '@chakra-ui/react': 'chakra-theme',
};
// A remote's standalone dev page (main.js) is never loaded by the shell; remoteEntry.js only names share keys.
const NOT_LOADED_BY_SHELL = new Set(['main.js']);

const root = resolve(process.argv[2] ?? repoRoot);
const policy = Object.entries(sharedConfig()).filter(([name]) => !name.endsWith('/'));
const problems = [];
for (const remote of REMOTES) {
  const dist = join(root, `mfe-${remote}`, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const fallbackChunks = new Set(
    manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]),
  );
  for (const file of readdirSync(dist)) {
    if (!file.endsWith('.js') || fallbackChunks.has(file) || NOT_LOADED_BY_SHELL.has(file)) continue;
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [library, marker] of Object.entries(MARKERS))
      if (code.includes(marker))
        problems.push(`${remote}: ${file} bundles its own copy of ${library} (outside the shared chunks)`);
  }
  const shared = new Map(manifest.shared.map((entry) => [entry.name, entry]));
  for (const [name, expected] of policy) {
    const entry = shared.get(name);
    if (!entry) continue; // a remote that never imports a singleton does not list it
    if (!entry.singleton) problems.push(`${remote}: ${name} is not a singleton`);
    if (entry.requiredVersion !== expected.requiredVersion)
      problems.push(
        `${remote}: ${name} requires ${entry.requiredVersion}, the catalog says ${expected.requiredVersion}`,
      );
  }
  for (const name of ['react', 'react-dom', '@chakra-ui/react']) {
    if (!shared.has(name) && name !== 'react-dom')
      problems.push(`${remote}: ${name} is bundled instead of shared`);
  }
}
if (problems.length) {
  console.error(`Singleton policy broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `singletons: ${REMOTES.length} remotes share ${policy.map(([name]) => name).join(', ')} at the catalog's versions`,
);
