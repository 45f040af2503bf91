// The service worker's caching rules as pure functions, so a test can read them without a worker: which
// strategy answers which request, and which cached remote files a new registry makes stale
// (docs/decisions/0027-what-the-service-worker-caches.md, docs/product/portal.md#installing-and-offline).

export type Strategy =
  /** A page: the network, else the precached shell (the app opens offline), else the offline page. */
  | 'page'
  /** A page the shell does not render (API docs, an uploaded file): the network, else the offline page. */
  | 'page-outside-shell'
  /** A built remote's file under /remotes/<name>/<version>/: immutable, cached on first use. */
  | 'remote-file'
  /** /registry.json and each remote's entry files: the network, the last copy only when it is unreachable. */
  | 'entry-file'
  /** GET /api/auth/me: the network, the last signed-in answer only when it is unreachable. */
  | 'signed-in-user'
  /** Signing out: the request goes to the network and the stored user is forgotten. */
  | 'sign-out'
  /** Everything else (every other API answer, uploads, the live stream): the network, never stored. */
  | 'network';

export type RequestFacts = { url: URL; method: string; mode: string; origin: string };

const REMOTE_FILE = /^\/remotes\/[a-z][a-z0-9-]*\/[^/]+\/.+/;
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);
const OUTSIDE_SHELL = ['/api/', '/public/', '/remotes/'];

export function strategyFor({ url, method, mode, origin }: RequestFacts): Strategy {
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (method === 'POST' && path === '/api/auth/logout') return 'sign-out';
  if (method !== 'GET') return 'network';
  if (mode === 'navigate')
    return OUTSIDE_SHELL.some((prefix) => path.startsWith(prefix)) ? 'page-outside-shell' : 'page';
  if (path === '/api/auth/me') return 'signed-in-user';
  if (path === '/registry.json') return 'entry-file';
  if (REMOTE_FILE.test(path))
    return ENTRY_FILES.has(path.slice(path.lastIndexOf('/') + 1)) ? 'entry-file' : 'remote-file';
  return 'network';
}

/** The folder a remote's version is served from: `/remotes/learning/1.4.0-ab12/`. */
function versionFolder(path: string): string | undefined {
  const parts = path.split('/');
  return parts.length > 4 && parts[1] === 'remotes' ? `${parts.slice(0, 4).join('/')}/` : undefined;
}

/**
 * The cached URLs under /remotes/ that belong to no version the registry lists any more: a newly
 * published remote replaces its old files at the next load instead of keeping both.
 */
export function staleRemoteUrls(cachedUrls: readonly string[], registryEntries: readonly string[]): string[] {
  // An empty or unreadable registry says nothing about what is current: keep everything.
  if (registryEntries.length === 0) return [];
  const current = new Set(registryEntries.map((entry) => versionFolder(new URL(entry, 'http://x').pathname)));
  return cachedUrls.filter((cached) => {
    const folder = versionFolder(new URL(cached).pathname);
    return folder !== undefined && !current.has(folder);
  });
}

/** The `entry` of each remote in a /registry.json body; nothing when the body is not a registry. */
export function registryEntries(body: unknown): string[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes
    .map((remote) => (remote as { entry?: unknown } | null)?.entry)
    .filter((entry): entry is string => typeof entry === 'string');
}
