// The files a portal page will ask for, named in its HTML so the browser fetches them in one parallel wave
// instead of a chain (the shell, then the portal frame and shared-ui's entries, then the remote's manifest,
// its remoteEntry.js, its App, the page's chunks and the shared modules they take from the shell;
// docs/decisions/0026). Each build writes what its pieces need in preload-manifest.json
// (scripts/webpack/preload-manifest.mjs); the shell's mf-manifest.json says which files hold a shared module.
import { dirname, join } from 'node:path';
import { matchRoute, type RegistryEntryLike } from './match-route.ts';
import { readJsonCached } from './read-cached.ts';

/** What shell/src/federation/provide-shared.ts loads before any remote. */
const SHARED_UI = ['forms', 'data', 'overlays', 'routing', 'router'].map(
  (entry) => `@portal/shared-ui/${entry}`,
);
const EXPOSED_APP = '__federation_expose_App';

type Needs = { files: string[]; shared: string[] };
type PreloadManifest = { groups: Record<string, Needs>; pages: Record<string, Needs> };
type MfManifest = { shared?: { name: string; assets?: { js?: { sync?: string[] } } }[] };

type PreloadRoots = { shellDist: string; staticRoot: string };

const script = (href: string) => `<link rel="preload" as="script" href="${href}" />`;

export function preloadLinks(roots: PreloadRoots, remotes: RegistryEntryLike[], path: string): string[] {
  const match = matchRoute(remotes, path);
  if (!match || match.entry.enabled === false || !match.entry.entry.startsWith('/remotes/')) return [];
  const shell = readJsonCached<PreloadManifest>(join(roots.shellDist, 'preload-manifest.json'));
  const shellShared = readJsonCached<MfManifest>(join(roots.shellDist, 'mf-manifest.json'))?.shared ?? [];
  // The remote's folder, as the registry points at it: /remotes/<name>/<version>/mf-manifest.json.
  const base = dirname(match.entry.entry);
  const remote = readJsonCached<PreloadManifest>(join(roots.staticRoot, base, 'preload-manifest.json'));
  const app = remote?.groups[EXPOSED_APP];
  const page = remote?.pages[match.route.path];

  const shared = new Set([...SHARED_UI, ...(app?.shared ?? []), ...(page?.shared ?? [])]);
  const shellFiles = new Set([
    ...(shell?.groups['portal-frame']?.files ?? []),
    ...shellShared.filter((entry) => shared.has(entry.name)).flatMap((entry) => entry.assets?.js?.sync ?? []),
  ]);
  const remoteFiles = new Set([...(app?.files ?? []), ...(page?.files ?? [])]);
  return [
    ...[...shellFiles].map((file) => script(`/${file}`)),
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${match.entry.entry}" />`,
    script(`${base}/remoteEntry.js`),
    ...[...remoteFiles].map((file) => script(`${base}/${file}`)),
  ];
}
