// Mounts one remote's App: a skeleton while it loads, a fallback with Retry when it cannot load (in time)
// or crashes, a maintenance panel when the registry disables it. Never React.lazy: it caches failures.
import type { RegistryEntry } from '@portal/shared-api/core';
import { EmptyState, ErrorCard, PageSkeleton, Box, useReleasePrerendered } from '@portal/shared-ui';
import { useEffect, useReducer } from 'react';
import { useLocation } from '@portal/shared-ui/router';
import { loadRemoteApp, RemoteLoadError } from '../federation/remotes.ts';
import { RemoteBoundary } from './remote-boundary.tsx';
import { regionReducer } from './region-state.ts';

export const REMOTE_TIMEOUT_MS = 10_000;
const SECTION_TEXT = 'This section could not be loaded';

/** The region's failure, which also ends the server's copy of a public page (the failure is the page now). */
function SectionFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  useReleasePrerendered(true);
  return <ErrorCard title={SECTION_TEXT} message={message} onRetry={onRetry} retryLabel="Retry" />;
}

export function RemoteRegion({
  entry,
  load = loadRemoteApp,
  timeoutMs = REMOTE_TIMEOUT_MS,
}: {
  entry: RegistryEntry;
  load?: typeof loadRemoteApp;
  timeoutMs?: number;
}) {
  const [state, dispatch] = useReducer(regionReducer, { status: 'loading', attempt: 0 });
  const { pathname } = useLocation();
  useReleasePrerendered(!entry.enabled);

  useEffect(() => {
    if (state.status !== 'loading' || !entry.enabled) return undefined;
    const attempt = state.attempt;
    const timer = setTimeout(() => dispatch({ type: 'failed', reason: 'timeout', attempt }), timeoutMs);
    load(entry, { retry: attempt > 0 }).then(
      (App) => dispatch({ type: 'loaded', App, attempt }),
      (error: unknown) => {
        console.warn(`[portal] ${entry.name} failed to load`, error);
        const explanation = error instanceof RemoteLoadError ? error.explanation : null;
        dispatch({ type: 'failed', reason: 'error', attempt, explanation });
      },
    );
    return () => clearTimeout(timer);
  }, [entry, load, state.status, state.attempt, timeoutMs]);

  const retry = () => dispatch({ type: 'retry' });
  const fallback = (message: string, onRetry: () => void) => (
    <SectionFailed message={message} onRetry={onRetry} />
  );

  if (!entry.enabled) {
    return (
      <EmptyState
        title="This section is under maintenance"
        description="It will be back shortly. The rest of the portal works as usual."
      />
    );
  }
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed') {
    const message =
      state.reason === 'timeout'
        ? 'It is taking too long to answer. Check your connection and try again.'
        : (state.explanation ?? 'It may be updating or your connection dropped. Try again in a moment.');
    return fallback(message, retry);
  }
  const { App } = state;
  return (
    <Box data-remote={entry.name}>
      <RemoteBoundary
        resetKey={pathname}
        fallback={(_error, reset) => fallback('Something went wrong while showing this page.', reset)}
      >
        <App />
      </RemoteBoundary>
    </Box>
  );
}
