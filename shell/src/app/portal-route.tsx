// Every path that is not the shell's own: find the remote route that owns it, then frame it by its access
// (docs/product/portal.md#access-levels): public routes in the public layout, signed in or not; the rest
// behind sign-in in the portal layout, with a clear page when the person's role does not include the route.
import { canAccess, useAuth } from '@portal/shared-api/core';
import { NotFoundState, useReleasePrerendered } from '@portal/shared-ui';
import { useCallback, useEffect } from 'react';
import { useLocation } from '@portal/shared-ui/router';
import { AccessDenied } from '../auth/access-denied.tsx';
import { RequireAuth } from '../auth/require-auth.tsx';
import { warmSharedUi } from '../federation/provide-shared.ts';
import { preloadRemoteApp } from '../federation/remotes.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { ShellLayout } from '../layout/shell-layout.tsx';
import { RemoteRegion } from '../remote-region/remote-region.tsx';
import { matchRemote, type RemoteMatch } from '../routing/match-remote.ts';
import { useRegistry } from './registry-context.ts';

/** Did the server write this path's first screen into the page? Another path's copy must go. */
const hasCopyFor = (pathname: string) => document.getElementById('prerendered')?.dataset.path === pathname;

function SignedInPage({ match }: { match: RemoteMatch | null }) {
  const { user } = useAuth();
  if (!match) return <NotFoundState />;
  if (!canAccess(match.route.access, user?.Role)) return <AccessDenied access={match.route.access} />;
  // Keyed by remote: moving to another remote mounts a fresh region; moving within one keeps it.
  return <RemoteRegion key={match.entry.name} entry={match.entry} />;
}

export function PortalRoute() {
  const { pathname } = useLocation();
  const { remotes } = useRegistry();
  const match = matchRemote(remotes, pathname);
  useEffect(warmSharedUi, []);
  // Public pages, and a signed-in page whose copy the server made for this very path (its data-path), keep
  // the server's copy until the page's first answer has rendered; anything else shows the live app at once
  // (docs/product/portal.md#signed-in-pages-arrive-as-html).
  useReleasePrerendered(match?.route.access !== 'public' && !hasCopyFor(pathname));
  const preload = useCallback(
    (path: string) => {
      const owner = matchRemote(remotes, path)?.entry;
      if (owner?.enabled) preloadRemoteApp(owner);
    },
    [remotes],
  );

  if (match?.route.access === 'public') {
    return (
      <PublicLayout>
        <RemoteRegion key={match.entry.name} entry={match.entry} />
      </PublicLayout>
    );
  }
  return (
    <RequireAuth>
      <ShellLayout onPreload={preload}>
        <SignedInPage match={match} />
      </ShellLayout>
    </RequireAuth>
  );
}
