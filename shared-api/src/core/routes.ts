// The route manifest every remote keeps in `src/routes.ts` (docs/decisions/0011): the one list of the paths
// it owns, who may open each, and a lazy loader per page. The publish script copies path and access into
// /registry.json; the remote's App renders the same list; the shell gates access with it.
import type { ComponentType } from 'react';
import type { Access } from '../auth/access.ts';

export type RouteDef = {
  /** A full react-router path: the shell mounts remotes at the root. */
  path: string;
  access: Access;
  /** Loads the page on first visit, so a heavy library on one page never lands on the remote's first route. */
  page?: () => Promise<ComponentType>;
  /** Sends the visitor to another path; `:params` of this route are carried over. */
  redirect?: string;
  /**
   * The API answers the page asks for first (GET paths, `:params` of this route filled in): the server names
   * them as preloads in the page's HTML, so they arrive with the code (docs/decisions/0026).
   */
  data?: string[];
};

/** A route with neither page nor redirect is owned but not built yet: the remote shows its not-found state. */
export type RemoteManifest = { name: string; routes: RouteDef[] };

/** Fills a redirect target's `:params` from the matched route's params. */
export function fillPath(target: string, params: Record<string, string | undefined>): string {
  return target.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
