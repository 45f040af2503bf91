// The remote registry lives at /registry.json (not under /api): which remotes exist, where, which routes.
import { ApiError } from './http.ts';

export type RegistryEntry = {
  name: string;
  entry: string;
  version: string;
  routes: string[];
  enabled: boolean;
};
export type Registry = { remotes: RegistryEntry[] };

function isEntry(value: unknown): value is RegistryEntry {
  const entry = value as RegistryEntry;
  return (
    typeof entry?.name === 'string' &&
    /^[a-z][a-z0-9-]*$/.test(entry.name) &&
    typeof entry.entry === 'string' &&
    // Same-origin entries only: the shell never loads code from an origin the CSP does not allow.
    entry.entry.startsWith('/') &&
    !entry.entry.startsWith('//') &&
    Array.isArray(entry.routes) &&
    entry.routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  );
}

export async function getRegistry(timeoutMs = 3000): Promise<Registry> {
  const response = await globalThis.fetch('/registry.json', {
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new ApiError(response.status, 'The portal could not load its list of sections.');
  const body = (await response.json()) as { remotes?: unknown };
  const remotes = Array.isArray(body.remotes) ? body.remotes.filter(isEntry) : [];
  return {
    remotes: remotes.map((entry) => ({
      ...entry,
      version: String(entry.version ?? ''),
      enabled: entry.enabled !== false,
    })),
  };
}
