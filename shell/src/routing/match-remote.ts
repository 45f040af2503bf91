// Picks the remote that owns a location, and the route that matched, from the registry's route patterns.
// The most specific pattern wins (`/user/courses/save` → commerce over `/user/courses/:courseSlug/read`;
// `/user` is the dashboard only).
import type { RegistryEntry, RegistryRoute } from '@portal/shared-api/core';
import { matchPath } from '@portal/shared-ui/router';

export type RemoteMatch = { entry: RegistryEntry; route: RegistryRoute };

function specificity(pattern: string): number[] {
  const segments = pattern.split('/').filter(Boolean);
  const statics = segments.filter((segment) => !segment.startsWith(':') && segment !== '*').length;
  return [statics, -segments.filter((segment) => segment.startsWith(':')).length, segments.length];
}

function compare(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function matchRemote(remotes: RegistryEntry[], pathname: string): RemoteMatch | null {
  let best: (RemoteMatch & { score: number[] }) | null = null;
  for (const entry of remotes) {
    for (const route of entry.routes) {
      if (!matchPath({ path: route.path, end: true }, pathname)) continue;
      const score = specificity(route.path);
      if (!best || compare(score, best.score) > 0) best = { entry, route, score };
    }
  }
  return best ? { entry: best.entry, route: best.route } : null;
}
