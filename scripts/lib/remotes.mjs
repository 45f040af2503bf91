// The one list of remotes: every folder `mfe-<name>/` holding a route manifest `src/routes.ts`. Builds,
// tests, lint, publishing and the budget read it from here; a new remote needs no edit in any of them.
// Reading a manifest imports its TypeScript directly, so these scripts run on the project's Node 24.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** `mfe-account`, `mfe-authoring`, ...: the remote packages' folders, sorted. */
export const REMOTE_DIRS = readdirSync(root)
  .filter((dir) => dir.startsWith('mfe-') && existsSync(join(root, dir, 'src', 'routes.ts')))
  .sort();

/** `account`, `authoring`, ...: the remotes' names, as in /registry.json. */
export const REMOTES = REMOTE_DIRS.map((dir) => dir.slice('mfe-'.length));

/** A remote's manifest: `{ name, routes: [{ path, access, page?, redirect? }] }`. */
export async function readManifest(name) {
  const module = await import(pathToFileURL(join(root, `mfe-${name}`, 'src', 'routes.ts')).href);
  const manifest = module.default;
  if (manifest?.name !== name) throw new Error(`mfe-${name}/src/routes.ts must declare name '${name}'`);
  return manifest;
}

/** The first route of a remote that has a page: where the budget and the crawl first open it. */
export async function firstPageRoute(name) {
  const { routes } = await readManifest(name);
  // The student's first page: the budget and the checks open it signed in as the demo student, to whom a
  // role-gated page (the instructor's tools) shows only the shell's no-access panel.
  return (
    routes.find((route) => route.page && !route.path.includes(':') && route.access === 'user')?.path ?? null
  );
}
