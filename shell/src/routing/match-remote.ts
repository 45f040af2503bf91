// Picks the remote that owns a location from the registry's route patterns. The most specific pattern wins
// (`/user/courses/save` → commerce over `/user/courses/:courseSlug/read`... and `/user` for the dashboard only).
import type { RegistryEntry } from '@portal/shared-api';
import { matchPath } from 'react-router';

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

export function matchRemote(remotes: RegistryEntry[], pathname: string): RegistryEntry | null {
  let best: { entry: RegistryEntry; score: number[] } | null = null;
  for (const entry of remotes) {
    for (const pattern of entry.routes) {
      if (!matchPath({ path: pattern, end: true }, pathname)) continue;
      const score = specificity(pattern);
      if (!best || compare(score, best.score) > 0) best = { entry, score };
    }
  }
  return best?.entry ?? null;
}
