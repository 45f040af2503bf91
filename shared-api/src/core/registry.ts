// The remote registry lives at /registry.json (not under /api): which remotes exist, where, and the routes
// each one owns with who may open them. The shell reads it at boot; it is the only mutable deploy file.
import type { Access } from '../auth/access.ts';
import { ApiError } from './http.ts';

export type RegistryRoute = { path: string; access: Access };
export type RegistryEntry = {
  name: string;
  entry: string;
  version: string;
  routes: RegistryRoute[];
  enabled: boolean;
};
export type Registry = { remotes: RegistryEntry[] };

const ACCESS: readonly Access[] = ['public', 'user', 'instructor', 'admin'];

function toRoute(value: unknown): RegistryRoute | null {
  // A registry written before routes carried their access lists plain paths: those need a session.
  const route = (typeof value === 'string' ? { path: value } : value) as Partial<RegistryRoute> | null;
  if (typeof route?.path !== 'string' || !route.path.startsWith('/')) return null;
  const access = ACCESS.find((known) => known === route.access) ?? 'user';
  return { path: route.path, access };
}

function toEntry(value: unknown): RegistryEntry | null {
  const entry = value as Partial<RegistryEntry> | null;
  if (
    typeof entry?.name !== 'string' ||
    !/^[a-z][a-z0-9-]*$/.test(entry.name) ||
    typeof entry.entry !== 'string' ||
    // Same-origin entries only: the shell never loads code from an origin the CSP does not allow.
    !entry.entry.startsWith('/') ||
    entry.entry.startsWith('//') ||
    !Array.isArray(entry.routes)
  )
    return null;
  const routes = entry.routes.map(toRoute);
  if (routes.some((route) => route === null)) return null;
  return {
    name: entry.name,
    entry: entry.entry,
    version: String(entry.version ?? ''),
    routes: routes as RegistryRoute[],
    enabled: entry.enabled !== false,
  };
}

export function parseRegistry(body: unknown): Registry {
  const list = (body as { remotes?: unknown } | null)?.remotes;
  const remotes = Array.isArray(list) ? list.map(toEntry) : [];
  return { remotes: remotes.filter((entry): entry is RegistryEntry => entry !== null) };
}

export async function getRegistry(timeoutMs = 3000): Promise<Registry> {
  // The server answers it with `Cache-Control: no-cache` (always revalidated); index.html preloads it.
  const response = await globalThis.fetch('/registry.json', { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new ApiError(response.status, 'The portal could not load its list of sections.');
  return parseRegistry(await response.json());
}
