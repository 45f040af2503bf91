// The one shared-dependency policy of the portal (docs/architecture.md#shell-and-remotes): singletons with
// explicit versions read from the pnpm catalog, never "catalog:"/"workspace:" (Module Federation cannot parse
// those as semver).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function readCatalog() {
  return parse(readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')).catalog;
}

function workspaceVersion(dir) {
  return JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).version;
}

/**
 * Packages shared as one copy at run time; `strict` ones make an incompatible remote fail in its own region.
 * Chakra and react-router are not among them: they are reached only through shared-ui, whose curated
 * re-exports are what gets shared (docs/decisions/0010).
 */
export const SINGLETONS = [
  { name: 'react', strict: true, subpaths: true },
  { name: 'react-dom', strict: true, subpaths: true },
  { name: '@emotion/react', subpaths: true },
  { name: 'swr', subpaths: true },
  // shared-ui's form fields read formik's context: the remote's <Formik> must be the same copy.
  { name: 'formik' },
  // Each entry is listed, not shared by prefix: the shell then provides every one of them, so a remote never
  // falls back to its own copy of an entry, which would bring a second Chakra (Chakra is not shared itself).
  {
    name: '@portal/shared-ui',
    workspace: 'shared-ui',
    strict: true,
    entries: ['forms', 'data', 'overlays', 'routing', 'router'],
    // Heavy entries the shell provides but never warms up (charts: recharts, ~117 KB gzip). A remote takes
    // them from the shell only (`import: false`): its own copy would bring a second Chakra (decision 0018).
    onDemand: ['charts'],
  },
  { name: '@portal/shared-api', workspace: 'shared-api', strict: true, subpaths: true },
];

/** `host`: the shell's config, which provides the on-demand entries; remotes only consume them. */
export function sharedConfig({ host = false } = {}) {
  const catalog = readCatalog();
  // PORTAL_PRETEND_VERSIONS='{"@portal/shared-ui":"99.0.0"}' builds a remote as if it were made against
  // other versions: how e2e/containment/version-skew.spec.ts makes a remote the running shell cannot serve.
  const pretend = JSON.parse(process.env.PORTAL_PRETEND_VERSIONS ?? '{}');
  const shared = {};
  for (const entry of SINGLETONS) {
    const version =
      pretend[entry.name] ?? (entry.workspace ? workspaceVersion(entry.workspace) : catalog[entry.name]);
    if (!version) throw new Error(`${entry.name} is missing from the pnpm catalog`);
    const policy = { singleton: true, requiredVersion: `^${version}`, strictVersion: Boolean(entry.strict) };
    shared[entry.name] = policy;
    // Subpath imports (react/jsx-runtime, react-dom/client, react-router/dom) need their own key.
    if (entry.subpaths) shared[`${entry.name}/`] = policy;
    for (const sub of entry.entries ?? []) shared[`${entry.name}/${sub}`] = policy;
    for (const sub of entry.onDemand ?? [])
      shared[`${entry.name}/${sub}`] = host ? policy : { ...policy, import: false };
  }
  return shared;
}
