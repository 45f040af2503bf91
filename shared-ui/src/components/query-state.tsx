// The loading / error / empty / content switch of a page, from a shared-api hook's result. Data it already
// has stays on screen while it revalidates or the next page loads (no flash back to the skeleton), and a
// failure shows the error card only when there is nothing to show.
import type { ApiError } from '@portal/shared-api/core';
import type { ReactNode } from 'react';
import { ErrorCard } from './error-card.tsx';
import { ListSkeleton } from './list-skeletons.tsx';
import { useReleasePrerendered } from './prerendered.ts';

/** What a shared-api query hook returns (an SWR response), as far as QueryState reads it. */
export type QueryResult<Data> = {
  data: Data | undefined;
  error: ApiError | undefined;
  isValidating?: boolean;
  mutate: () => unknown;
};

export type QueryStateProps<Data> = {
  query: QueryResult<Data>;
  /** What failed, e.g. "Failed to load your order history"; the message under it is the error's own. */
  errorTitle: string;
  /** Replaces the error's message, e.g. with the spec's text for server failures. */
  errorMessage?: (error: ApiError) => string;
  /** Shown instead of the error card when the answer is 404 (a detail page's "not found"). */
  notFound?: ReactNode;
  /** Shown instead of the error card on any other failure, for a page whose spec has one failure state. */
  failed?: ReactNode;
  /** Shown until the first answer, and while there is no request yet; a list skeleton by default. */
  loading?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
};

export function QueryState<Data>({
  query: { data, error, isValidating = false, mutate },
  errorTitle,
  errorMessage = (failure) => failure.message,
  notFound,
  failed,
  loading = <ListSkeleton />,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<Data>) {
  // The page's first answer is on screen: it replaces the server's copy of a public page, if any.
  useReleasePrerendered(data !== undefined || error !== undefined);
  if (data !== undefined) return <>{isEmpty?.(data) ? empty : children(data)}</>;
  if (error?.status === 404 && notFound !== undefined) return <>{notFound}</>;
  if (error && failed !== undefined) return <>{failed}</>;
  if (error) {
    return (
      <ErrorCard
        title={errorTitle}
        message={errorMessage(error)}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  }
  return <>{loading}</>;
}
