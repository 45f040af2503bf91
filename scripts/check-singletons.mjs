// Static half of the singleton proof (the run-time half is e2e/portal/singletons.spec.ts): every built
// remote declares each singleton as shared, singleton, at the catalog's version.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from './lib/publish.mjs';
import { repoRoot, sharedConfig } from './webpack/shared.mjs';

const policy = Object.entries(sharedConfig()).filter(([name]) => !name.endsWith('/'));
const problems = [];
for (const remote of REMOTES) {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, `mfe-${remote}`, 'dist', 'mf-manifest.json'), 'utf8'),
  );
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
