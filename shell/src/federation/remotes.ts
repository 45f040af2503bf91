// Registers the registry's remotes with the Module Federation runtime and loads a remote's ./App on demand.
// Nothing is fetched at registration: a remote's manifest and code load on its first visit.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/runtime';
import { loadSharedUi } from './provide-shared.ts';
import type { RegistryEntry } from '@portal/shared-api/core';
import type { ComponentType } from 'react';
import { describeLoadError, noteLoadError, takeLoadError } from './load-errors.ts';

export type RemoteApp = ComponentType;

export function registerRegistry(entries: RegistryEntry[]): void {
  registerRemotes(entries.filter((entry) => entry.enabled).map(({ name, entry }) => ({ name, entry })));
}

/**
 * Loads `<name>/App`. After a failure the runtime caches the rejected entry, so a retry registers the
 * remote again with `force` before loading (module-federation/core#3685).
 */
export async function loadRemoteApp(entry: RegistryEntry, { retry = false } = {}): Promise<RemoteApp> {
  if (retry) {
    if (pagePreloaded(entry)) {
      // Only a new page clears the browser's failed preloads (see pagePreloaded).
      window.location.reload();
      return new Promise<RemoteApp>(() => undefined);
    }
    registerRemotes([{ name: entry.name, entry: `${entry.entry}?retry=${Date.now()}` }], { force: true });
  }
  // The shell's copies of shared-ui start loading first, so the remote finds them loading and takes them (one
  // Chakra, one router); not awaited: the remote's code downloads and runs meanwhile, and a page that needs
  // an entry waits for that entry alone (docs/decisions/0026-fast-on-a-phone.md).
  void loadSharedUi().catch(() => undefined);
  const module = await loadRemote<{ default?: RemoteApp }>(`${entry.name}/App`).catch((error: unknown) => {
    noteLoadError(entry.name, error);
    return undefined;
  });
  if (module?.default) return module.default;
  const cause = takeLoadError(entry.name);
  throw new RemoteLoadError(describeLoadError(cause), cause);
}

/**
 * Whether this page was sent with preloads of the remote's files (the server names them for the route it
 * answers, docs/decisions/0026). When the remote was down as the page loaded, those preloads failed, and the
 * browser hands the same failure to every later request for the file for the page's whole life: a retry in
 * the page would never reach the network, so it loads the page again instead.
 */
function pagePreloaded(entry: RegistryEntry): boolean {
  const folder = new URL(entry.entry, document.baseURI).href.replace(/[^/]*$/, '');
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) =>
    link.href.startsWith(folder),
  );
}

/** A remote that did not load; `explanation` is a sentence for people when the cause is known. */
export class RemoteLoadError extends Error {
  readonly explanation: string | null;

  constructor(explanation: string | null, cause: unknown) {
    super(explanation ?? 'The section could not be loaded.', { cause });
    this.name = 'RemoteLoadError';
    this.explanation = explanation;
  }
}

/** Warms a remote up (manifest, entry, exposed chunk) when a person is about to open it. */
export function preloadRemoteApp(entry: RegistryEntry): void {
  preloadRemote([{ nameOrAlias: entry.name, exposes: ['./App'] }]).catch(() => undefined);
}
