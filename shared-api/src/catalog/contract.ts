// The course catalogue and course page (ours; 01 and 03 link them without specifying them): filters,
// sorts, page sizes and texts shared by the pages and the server. Wire types come from the schemas.
export type * from './schemas.ts';
import type { CATALOG_SORTS } from './constants.ts';
export * from './constants.ts';
/** Approved reviews shown on a course page, newest and most helpful first. */
export const COURSE_PAGE_REVIEWS = 6;
export type CatalogSort = (typeof CATALOG_SORTS)[number]['value'];

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
