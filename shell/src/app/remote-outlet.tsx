// Every portal route that is not the shell's own: find the remote that owns it and mount it, or 404.
import { NotFoundState } from '@portal/shared-ui';
import { useLocation } from 'react-router';
import { matchRemote } from '../routing/match-remote.ts';
import { RemoteRegion } from '../remote-region/remote-region.tsx';
import { useRegistry } from './registry-context.ts';

export function RemoteOutlet() {
  const { pathname } = useLocation();
  const { remotes } = useRegistry();
  const owner = matchRemote(remotes, pathname);
  if (!owner) return <NotFoundState />;
  // Keyed by remote: moving to another remote mounts a fresh region; moving within one keeps it.
  return <RemoteRegion key={owner.name} entry={owner} />;
}
