import { freeText, oneOf, useUrlState, type ParsedParams } from '@portal/shared-ui/routing';
import { REVIEW_SORTS, REVIEW_TYPE_FILTERS, type ReviewStatus } from '@portal/shared-api/reviews';

export type ReviewTab = 'all' | ReviewStatus;
export const REVIEW_TABS: ReviewTab[] = ['all', 'published', 'pending', 'rejected'];

const REVIEWS_PARAMS = {
  q: freeText(),
  type: oneOf(REVIEW_TYPE_FILTERS, 'all'),
  /** A course's Id: the reviews about it (docs/product/reviews.md#my-reviews); '' for all. */
  course: freeText(64),
  sort: oneOf(REVIEW_SORTS, 'newest'),
  tab: oneOf(REVIEW_TABS, 'all'),
};
export type ReviewsParams = ParsedParams<typeof REVIEWS_PARAMS>;

/** My Reviews' state in the URL (?q=&type=&course=&sort=&tab=), so a reload or a link keeps it. */
export function useReviewsParams() {
  const { params, set: change } = useUrlState(REVIEWS_PARAMS);
  const set = (changes: Partial<ReviewsParams>, replace = false) => change(changes, { replace });
  return { params, set };
}
