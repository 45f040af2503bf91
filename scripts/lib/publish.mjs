// Publishing a remote = copying its build to deploy/remotes/<name>/<version>/ (never overwritten) and
// flipping its entry in deploy/registry.json, the only mutable file. The shell is not rebuilt. The version
// is the package version plus a hash of the build, so unchanged sources publish the same version; the last
// few versions stay for rollback.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest, REMOTES } from './remotes.mjs';

export { REMOTES };

export const root = fileURLToPath(new URL('../../', import.meta.url));
const registryFile = join(root, 'deploy', 'registry.json');

export function readRegistry() {
  return existsSync(registryFile) ? JSON.parse(readFileSync(registryFile, 'utf8')) : { remotes: [] };
}

function writeRegistry(registry) {
  mkdirSync(join(root, 'deploy'), { recursive: true });
  // Write then rename: a server reading the registry never sees half a file. Compact: every visitor's first
  // paint fetches it, and the sign-in page's bytes are budgeted (docs/architecture.md#budgets); `jq .` reads
  // it pretty.
  writeFileSync(`${registryFile}.tmp`, `${JSON.stringify(registry)}\n`);
  renameSync(`${registryFile}.tmp`, registryFile);
}

export async function publishRemote(name, { version: forcedVersion } = {}) {
  const dir = join(root, `mfe-${name}`);
  const dist = join(dir, 'dist');
  const manifest = join(dist, 'mf-manifest.json');
  if (!existsSync(manifest))
    throw new Error(`mfe-${name} is not built: run pnpm --filter @portal/mfe-${name} build`);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  // The registry carries each route's path and access; the pages stay in the remote.
  const routes = (await readManifest(name)).routes.map(({ path, access }) => ({ path, access }));
  // The preload manifest too: the server reads it from the published folder, which is never overwritten.
  const preloads = join(dist, 'preload-manifest.json');
  const hash = createHash('sha256')
    .update(readFileSync(manifest))
    .update(readFileSync(join(dist, 'remoteEntry.js')))
    .update(existsSync(preloads) ? readFileSync(preloads) : '')
    .digest('hex')
    .slice(0, 8);
  const version = forcedVersion ?? `${pkg.version}-${hash}`;
  const target = join(root, 'deploy', 'remotes', name, version);
  if (!existsSync(target)) cpSync(dist, target, { recursive: true });

  const registry = readRegistry();
  const previous = registry.remotes.find((entry) => entry.name === name);
  const entry = {
    name,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
    version,
    routes,
    enabled: previous?.enabled ?? true,
  };
  registry.remotes = [...registry.remotes.filter((item) => item.name !== name), entry].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  writeRegistry(registry);
  pruneVersions(name, version);
  return entry;
}

/** How many published versions of a remote stay on disk: the current one and the last few to roll back to. */
export const KEPT_VERSIONS = 3;

/** Removes a remote's older version folders, never the one the registry points at. */
export function pruneVersions(name, current) {
  const folder = join(root, 'deploy', 'remotes', name);
  const versions = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, at: statSync(join(folder, entry.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map((entry) => entry.name);
  const kept = new Set([current, ...versions.slice(0, KEPT_VERSIONS)]);
  for (const version of versions)
    if (!kept.has(version)) rmSync(join(folder, version), { recursive: true, force: true });
}
