import { useSearchParamChanges } from '@portal/shared-ui/router';
import {
  REVIEW_SORTS,
  REVIEW_TYPE_FILTERS,
  type ReviewSort,
  type ReviewStatus,
  type ReviewTypeFilter,
} from '@portal/shared-api/reviews';

export type ReviewTab = 'all' | ReviewStatus;
export const REVIEW_TABS: ReviewTab[] = ['all', 'published', 'pending', 'rejected'];

export type ReviewsParams = { q: string; type: ReviewTypeFilter; sort: ReviewSort; tab: ReviewTab };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** My Reviews' state in the URL (?q=&type=&sort=&tab=), so a reload or a link keeps it. */
export function useReviewsParams() {
  const [searchParams, change] = useSearchParamChanges();
  const params: ReviewsParams = {
    q: searchParams.get('q') ?? '',
    type: oneOf(REVIEW_TYPE_FILTERS, searchParams.get('type'), 'all'),
    sort: oneOf(REVIEW_SORTS, searchParams.get('sort'), 'newest'),
    tab: oneOf(REVIEW_TABS, searchParams.get('tab'), 'all'),
  };
  const set = (changes: Partial<ReviewsParams>, replace = false) => change(changes, { replace });
  return { params, set };
}
