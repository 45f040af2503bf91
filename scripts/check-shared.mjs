// Fails when a package declares a dependency that the pnpm catalog pins with anything but "catalog:", or a
// workspace package with anything but "workspace:^": one version of everything (ARCHITECTURE §1, §4).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readCatalog, repoRoot } from './webpack/shared.mjs';

const catalog = readCatalog();
const { packages } = parse(readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8'));
const problems = [];
for (const dir of ['.', ...packages]) {
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
