// The registry route a page's path belongs to, as the shell picks it (shell/src/routing/match-remote.ts):
// the most specific pattern wins, so `/user/courses/save` is commerce's and not the player's.
type RegistryRouteLike = { path: string; access: string };
export type RegistryEntryLike = {
  name: string;
  entry: string;
  enabled?: boolean;
  routes: RegistryRouteLike[];
};

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith(':') || segment === have[index])
  );
}

function specificity(pattern: string): number[] {
  const segments = pattern.split('/').filter(Boolean);
  const params = segments.filter((segment) => segment.startsWith(':')).length;
  return [segments.length - params, -params];
}

export function matchRoute(
  remotes: RegistryEntryLike[],
  path: string,
): { entry: RegistryEntryLike; route: RegistryRouteLike } | null {
  let best: { entry: RegistryEntryLike; route: RegistryRouteLike; score: number[] } | null = null;
  for (const entry of remotes)
    for (const route of entry.routes) {
      if (!matches(route.path, path)) continue;
      const score = specificity(route.path);
      const better =
        !best || score[0]! > best.score[0]! || (score[0] === best.score[0] && score[1]! > best.score[1]!);
      if (better) best = { entry, route, score };
    }
  return best && { entry: best.entry, route: best.route };
}
