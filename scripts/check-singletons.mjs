// Static half of the singleton proof: every built remote declares each singleton it uses as shared,
// singleton, at the catalog's version, and none shares Chakra or react-router itself; the shell's build
// provides every entry remotes take from it alone. The run-time half is e2e/portal/singletons.spec.ts (one
// provider each, shared-ui from the shell) and the bundle budget, which scans the JS each remote actually
// loads for React's, Chakra's and react-router's own code.
// Usage: node scripts/check-singletons.mjs [root]  (root holds mfe-<name>/dist; default: the repo).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES } from './lib/remotes.mjs';
import { repoRoot, sharedConfig } from './webpack/shared.mjs';

const root = resolve(process.argv[2] ?? repoRoot);
const policy = Object.entries(sharedConfig()).filter(([name]) => !name.endsWith('/'));
const problems = [];
for (const remote of REMOTES) {
  const dist = join(root, `mfe-${remote}`, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
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
  if (!shared.has('react')) problems.push(`${remote}: react is bundled instead of shared`);
  // Chakra and react-router are reached through shared-ui's entries only; sharing them directly would mean
  // a remote imports them itself (lint refuses that), and a remote entry of its own would be a second copy.
  for (const name of ['@chakra-ui/react', 'react-router'])
    if (shared.has(name)) problems.push(`${remote}: imports ${name} directly instead of through shared-ui`);
}
// The entries remotes take from the shell alone (`import: false`) must be in the shell's build: Module
// Federation provides only what a build imports, and a page that needs a missing one fails to load.
const shellDist = join(root, 'shell', 'dist');
const shellCode = readdirSync(shellDist)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(shellDist, file), 'utf8'))
  .join('\n');
for (const [name, entry] of Object.entries(sharedConfig()))
  if (entry.import === false && !shellCode.includes(JSON.stringify(name)))
    problems.push(`shell: does not provide ${name}, which remotes take from the shell alone`);
if (problems.length) {
  console.error(`Singleton policy broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `singletons: ${REMOTES.length} remotes share ${policy.map(([name]) => name).join(', ')} at the catalog's versions`,
);
