// The course catalogue and course page (ours; 01 and 03 link them without specifying them): filters,
// sorts, page sizes and texts shared by the pages and the server. Wire types come from the schemas.
import type {
  CatalogCourse,
  CatalogFacet,
  CatalogFacets,
  CatalogPage,
  CatalogQuery,
  CourseAuthor,
  CourseDetail,
  CourseInstructor,
  CourseOutlineLesson,
  CourseOutlineSection,
  CoursePreview,
  CourseReview,
  CourseViewer,
} from '../schemas/catalog.ts';

export type {
  CatalogCourse,
  CatalogFacet,
  CatalogFacets,
  CatalogPage,
  CatalogQuery,
  CourseAuthor,
  CourseDetail,
  CourseInstructor,
  CourseOutlineLesson,
  CourseOutlineSection,
  CoursePreview,
  CourseReview,
  CourseViewer,
};

export const CATALOG_PAGE_SIZE = 12;
export const CATALOG_MAX_PAGE_SIZE = 48;
export const CATALOG_QUERY_MAX_LENGTH = 100;
/** Approved reviews shown on a course page, newest and most helpful first. */
export const COURSE_PAGE_REVIEWS = 6;

export const CATALOG_SORTS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'popular', label: 'Most popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number]['value'];

/** Price bands: free, the 03 §9 bands at $30 and $50, and on sale. */
export const CATALOG_PRICES = [
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
  { value: 'under-30', label: 'Under $30' },
  { value: '30-50', label: '$30 to $50' },
  { value: 'over-50', label: 'Over $50' },
  { value: 'on-sale', label: 'On sale' },
] as const;
export type CatalogPrice = (typeof CATALOG_PRICES)[number]['value'];

export const CATALOG_RATINGS = [
  { value: '4.5', label: '4.5 & up' },
  { value: '4', label: '4.0 & up' },
  { value: '3.5', label: '3.5 & up' },
  { value: '3', label: '3.0 & up' },
] as const;
export type CatalogRating = (typeof CATALOG_RATINGS)[number]['value'];

/** Hours of content; bounds are [min, max) in minutes. */
export const CATALOG_DURATIONS = [
  { value: 'short', label: 'Under 2 hours', min: 0, max: 120 },
  { value: 'medium', label: '2 to 5 hours', min: 120, max: 300 },
  { value: 'long', label: '5 to 10 hours', min: 300, max: 600 },
  { value: 'extra-long', label: '10 hours and more', min: 600, max: null },
] as const;
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
