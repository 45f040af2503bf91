// The catalog domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

export const CATALOG_PAGE_SIZE = 12;
export const CATALOG_MAX_PAGE_SIZE = 48;
export const CATALOG_QUERY_MAX_LENGTH = 100;

export const CATALOG_SORTS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'popular', label: 'Most popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;

/**
 * Price bands: free, the wishlist's bands at $30 and $50, and on sale
 * (docs/product/catalog.md#catalogue-filters-and-sorts).
 */
export const CATALOG_PRICES = [
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
  { value: 'under-30', label: 'Under $30' },
  { value: '30-50', label: '$30 to $50' },
  { value: 'over-50', label: 'Over $50' },
  { value: 'on-sale', label: 'On sale' },
] as const;

export const CATALOG_RATINGS = [
  { value: '4.5', label: '4.5 & up' },
  { value: '4', label: '4.0 & up' },
  { value: '3.5', label: '3.5 & up' },
  { value: '3', label: '3.0 & up' },
] as const;

/** Hours of content; bounds are [min, max) in minutes. */
export const CATALOG_DURATIONS = [
  { value: 'short', label: 'Under 2 hours', min: 0, max: 120 },
  { value: 'medium', label: '2 to 5 hours', min: 120, max: 300 },
  { value: 'long', label: '5 to 10 hours', min: 300, max: 600 },
  { value: 'extra-long', label: '10 hours and more', min: 600, max: null },
] as const;
