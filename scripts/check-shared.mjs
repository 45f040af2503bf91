// Fails when a package declares a dependency that the pnpm catalog pins with anything but "catalog:", or a
// workspace package with anything but "workspace:^": one version of everything
// (docs/architecture.md#stack-and-layout). Also checks that the root tsconfig references every remote, the
// one list JSON cannot derive.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REMOTE_DIRS } from './lib/remotes.mjs';
import { readCatalog, repoRoot } from './webpack/shared.mjs';

const catalog = readCatalog();
const { packages } = parse(readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8'));
const dirs = packages.flatMap((entry) => (entry === 'mfe-*' ? REMOTE_DIRS : [entry]));
const problems = [];
// The type check walks tsconfig.json's references, which JSON cannot glob: every remote must be listed.
const references = JSON.parse(readFileSync(join(repoRoot, 'tsconfig.json'), 'utf8')).references.map(
  (reference) => reference.path.replace(/^\.\//, ''),
);
for (const dir of REMOTE_DIRS)
  if (!references.includes(dir)) problems.push(`tsconfig.json: add { "path": "./${dir}" } to references`);
for (const dir of ['.', ...dirs]) {
  const pkg = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    for (const [name, spec] of Object.entries(pkg[field] ?? {})) {
      if (name.startsWith('@portal/') && spec !== 'workspace:^')
        problems.push(`${dir}: ${name} is "${spec}", expected "workspace:^"`);
      else if (catalog[name] && spec !== 'catalog:')
        problems.push(`${dir}: ${name} is "${spec}", expected "catalog:" (${catalog[name]})`);
    }
  }
}
if (problems.length) {
  console.error(`Dependencies drift from the catalog:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`shared dependencies: every package uses the catalog (${Object.keys(catalog).length} entries)`);
