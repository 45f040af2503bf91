// Loads a page the first time its route is visited. Never React.lazy: it caches a failed import forever.
// Here a failure is forgotten (webpack resets a chunk that failed to load), so Retry loads it again without
// a page reload; a page that loaded once renders at once on the next visit.
import { useEffect, useState, type ComponentType } from 'react';
import { ErrorCard } from '../components/error-card.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';

export type PageLoader = () => Promise<ComponentType>;

const loadedPages = new WeakMap<PageLoader, ComponentType>();

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Page: ComponentType };

export const PAGE_LOAD_FAILED = 'This page could not be loaded';

export function LazyPage({ load }: { load: PageLoader }) {
  const known = loadedPages.get(load);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(known ? { status: 'ready', Page: known } : { status: 'loading' });

  useEffect(() => {
    const cached = loadedPages.get(load);
    if (cached) {
      setState({ status: 'ready', Page: cached });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (Page) => {
        loadedPages.set(load, Page);
        if (current) setState({ status: 'ready', Page });
      },
      (error: unknown) => {
        console.warn('[portal] a page failed to load', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  if (state.status === 'ready') return <state.Page />;
  if (state.status === 'loading') return <PageSkeleton />;
  return (
    <ErrorCard
      title={PAGE_LOAD_FAILED}
      message="Your connection may have dropped, or the portal was just updated. Try again in a moment."
      onRetry={() => setAttempt((value) => value + 1)}
      retryLabel="Retry"
    />
  );
}
