// The course catalogue and course page (ours; 01 and 03 link them without specifying them): filters,
// sorts, page sizes and texts shared by the pages and the server. Wire types come from the schemas.
export type * from './schemas.ts';
import type { CATALOG_SORTS, CATALOG_PRICES, CATALOG_RATINGS, CATALOG_DURATIONS } from './constants.ts';
export * from './constants.ts';
/** Approved reviews shown on a course page, newest and most helpful first. */
export const COURSE_PAGE_REVIEWS = 6;
export type CatalogSort = (typeof CATALOG_SORTS)[number]['value'];
export type CatalogPrice = (typeof CATALOG_PRICES)[number]['value'];
export type CatalogRating = (typeof CATALOG_RATINGS)[number]['value'];
export type CatalogDuration = (typeof CATALOG_DURATIONS)[number]['value'];

export const CATALOG_TEXTS = {
  title: 'Browse Courses',
  description: 'Find your next course among everything the academy teaches.',
  searchPlaceholder: 'Search courses, topics or instructors',
  noResults: 'No courses match your search',
  noResultsHint: 'Try other words or clear some filters.',
  clearFilters: 'Clear filters',
  loadFailed: 'Failed to load courses',
  courseNotFound: 'The requested course could not be found.',
  previewNotFound: 'This lesson has no free preview.',
  enrollFree: 'Enrol for free',
  addToCart: 'Add to cart',
  inCart: 'Go to cart',
  buyNow: 'Buy now',
  goToCourse: 'Go to course',
  saveToWishlist: 'Save to wishlist',
  savedToWishlist: 'Saved to wishlist',
  pendingPayment: 'Payment pending',
  addedToCart: 'Course added to your cart',
  enrolled: 'You are enrolled. Enjoy the course!',
} as const;

/** "$12.50" sale line: the share taken off, rounded down so it never promises more than it gives. */
export function percentOff(price: number, originalPrice: number | null): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.floor(((originalPrice - price) / originalPrice) * 100);
}
