// The files a portal page will ask for, named in its HTML so the browser fetches them in one parallel wave
// instead of a chain (the shell's main.js, then its boot chunk and the shared modules it takes (React, the
// design system), then the portal frame and shared-ui's entries, then the remote's manifest,
// its remoteEntry.js, its App, the page's chunks and the shared modules they take from the shell;
// docs/decisions/0026). Each build writes what its pieces need in preload-manifest.json
// (scripts/webpack/preload-manifest.mjs), with the files of each shared module it provides (`provided`); a
// shared module the shell does not provide is the remote's own copy.
import { dirname, join } from 'node:path';
import { matchRoute, type RegistryEntryLike } from './match-route.ts';
import { readJsonCached } from './read-cached.ts';

/** What shell/src/federation/provide-shared.ts starts loading with any remote. */
const SHARED_UI = ['forms', 'data', 'overlays', 'routing', 'router'].map(
  (entry) => `@portal/shared-ui/${entry}`,
);
const EXPOSED_APP = '__federation_expose_App';

type Needs = { files: string[]; shared: string[]; data?: string[] };
type PreloadManifest = {
  groups: Record<string, Needs>;
  pages: Record<string, Needs>;
  /** Absent from builds before it: the shell's mf-manifest.json then names a shared module's own chunk. */
  provided?: Record<string, string[]>;
};
type MfManifest = { shared?: { name: string; assets?: { js?: { sync?: string[] } } }[] };

type PreloadRoots = { shellDist: string; staticRoot: string };

const script = (href: string) => `<link rel="preload" as="script" href="${href}" />`;

/** `/api/courses/:slug` for the route `/courses/:slug` at `/courses/intro-to-go` → `/api/courses/intro-to-go`. */
function fillParams(target: string, pattern: string, path: string): string {
  const have = path.split('/').filter(Boolean);
  const params = new Map(
    pattern
      .split('/')
      .filter(Boolean)
      .flatMap((segment, index) => (segment.startsWith(':') ? [[segment, have[index] ?? '']] : [])),
  );
  // The segment as the browser sent it, percent-encoded; a raw client's quotes or brackets stay text.
  const filled = target.replace(/:\w+/g, (name) => params.get(name) ?? name);
  return filled.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `signedIn`: a signed-out visitor's preload of a signed-in page's data would only be refused. */
export function preloadLinks(
  roots: PreloadRoots,
  remotes: RegistryEntryLike[],
  path: string,
  signedIn: boolean,
): string[] {
  const match = matchRoute(remotes, path);
  if (!match || match.entry.enabled === false || !match.entry.entry.startsWith('/remotes/')) return [];
  const shell = readJsonCached<PreloadManifest>(join(roots.shellDist, 'preload-manifest.json'));
  const shellShared = readJsonCached<MfManifest>(join(roots.shellDist, 'mf-manifest.json'))?.shared ?? [];
  // The remote's folder, as the registry points at it: /remotes/<name>/<version>/mf-manifest.json.
  const base = dirname(match.entry.entry);
  const remote = readJsonCached<PreloadManifest>(join(roots.staticRoot, base, 'preload-manifest.json'));
  const app = remote?.groups[EXPOSED_APP];
  const page = remote?.pages[match.route.path];

  // The shell's entry (main.js: found by the parser only at the end of the page, behind every preload, it came
  // last), its boot (shell/src/index.ts → bootstrap.tsx) and its portal frame, then the remote's App and page.
  const boot = [shell?.groups.main, shell?.groups.bootstrap, shell?.groups['portal-frame']];
  const shared = new Set([...SHARED_UI, ...[...boot, app, page].flatMap((need) => need?.shared ?? [])]);
  const shellProvided = new Map(
    shellShared.map((entry) => [entry.name, shell?.provided?.[entry.name] ?? entry.assets?.js?.sync ?? []]),
  );
  const shellFiles = new Set([
    ...boot.flatMap((need) => need?.files ?? []),
    ...[...shared].flatMap((name) => shellProvided.get(name) ?? []),
  ]);
  // A shared module the shell does not provide (a domain of shared-api only remotes use) is the remote's own.
  const remoteFiles = new Set([
    ...(app?.files ?? []),
    ...(page?.files ?? []),
    ...[...shared].flatMap((name) => (shellProvided.has(name) ? [] : (remote?.provided?.[name] ?? []))),
  ]);
  return [
    ...[...shellFiles].map((file) => script(`/${file}`)),
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${match.entry.entry}" />`,
    script(`${base}/remoteEntry.js`),
    ...[...remoteFiles].map((file) => script(`${base}/${file}`)),
    // As the portal's API client asks: credentials included (shared-api/src/core/http.ts).
    ...(signedIn || match.route.access === 'public' ? (page?.data ?? []) : []).map(
      (data) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${fillParams(data, match.route.path, path)}" />`,
    ),
  ];
}
