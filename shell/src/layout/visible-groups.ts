// Which sidebar groups a person sees: a group shows when they may open every entry in it, by the access
// the remotes declare in their route manifests (carried by /registry.json). So a student sees the 18
// entries of the sidebar (docs/product/portal.md#sidebar), an instructor also Teaching, an administrator
// also Administration.
import { canAccess, type RegistryEntry, type UserRole } from '@portal/shared-api/core';
import { matchRemote } from '../routing/match-remote.ts';
import type { NavGroup } from './nav-items.ts';

export function visibleGroups(
  groups: NavGroup[],
  remotes: RegistryEntry[],
  role: UserRole | null,
): NavGroup[] {
  const mayOpen = (to: string) => canAccess(matchRemote(remotes, to)?.route.access ?? 'user', role);
  return groups.filter((group) => group.items.every((item) => mayOpen(item.to)));
}
