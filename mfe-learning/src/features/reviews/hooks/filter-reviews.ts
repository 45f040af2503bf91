import type { Review } from '@portal/shared-api/reviews';
import type { ReviewsParams, ReviewTab } from './use-reviews-params.ts';

/** The search (title, text, what it is about) and the type filter; the tabs then split by status. */
export function filterReviews(reviews: Review[], params: ReviewsParams): Review[] {
  const words = params.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return reviews.filter((review) => {
    if (params.type !== 'all' && review.EntityType !== params.type) return false;
    const text = `${review.Title} ${review.Review} ${review.Entity.Title}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export const inTab = (reviews: Review[], tab: ReviewTab) =>
  tab === 'all' ? reviews : reviews.filter((review) => review.Status === tab);
