// The check every remote runs on its route manifest (src/routes.ts): paths are unique and absolute, a route
// has a page or a redirect or neither (not built yet), each page loader yields a component, and every page
// file under features/*/pages/ is reachable from exactly one loader. Returns the problems found.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteManifest } from '@portal/shared-api/core';

function pageFiles(srcDir: string): string[] {
  const features = join(srcDir, 'features');
  const found: string[] = [];
  for (const feature of readdirSync(features, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const pages = join(features, feature.name, 'pages');
    for (const file of readdirSync(pages, { withFileTypes: true }).filter((entry) => entry.isFile())) {
      if (/\.tsx$/.test(file.name) && !/\.(test|stories)\.tsx$/.test(file.name))
        found.push(`./features/${feature.name}/pages/${file.name}`);
    }
  }
  return found.sort();
}

export async function routeManifestProblems(manifest: RemoteManifest, routesFile: URL): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of manifest.routes) {
    if (!route.path.startsWith('/')) problems.push(`${route.path}: paths are absolute`);
    if (seen.has(route.path)) problems.push(`${route.path}: listed twice`);
    seen.add(route.path);
    if (route.page && route.redirect) problems.push(`${route.path}: a page or a redirect, not both`);
    if (route.redirect && !route.redirect.startsWith('/'))
      problems.push(`${route.path}: redirect is absolute`);
    if (route.page) {
      const Page = await route.page().catch((error: unknown) => error);
      if (typeof Page !== 'function') problems.push(`${route.path}: its loader does not yield a component`);
    }
  }
  const source = readFileSync(routesFile, 'utf8');
  const imported = [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] as string);
  const onDisk = pageFiles(dirname(fileURLToPath(routesFile)));
  for (const file of onDisk)
    if (!imported.includes(file)) problems.push(`${file}: a page no route loads (add it to routes.ts)`);
  for (const file of imported)
    if (imported.indexOf(file) !== imported.lastIndexOf(file) && !problems.includes(`${file}: loaded twice`))
      problems.push(`${file}: loaded twice`);
  // One loader may serve several paths (a page with and without an optional segment): count loaders.
  const loaders = new Set(manifest.routes.map((route) => route.page).filter(Boolean)).size;
  if (loaders !== imported.length)
    problems.push(`routes.ts has ${imported.length} imports for ${loaders} pages`);
  return problems;
}
