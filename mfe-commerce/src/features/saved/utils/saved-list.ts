// Saved courses' filters and sorts (docs/product/saved-courses.md#wishlist-filters-and-sorts): pure, so
// the page and its tests agree.
import type { SavedItem } from '@portal/shared-api/saved-courses';

/** Price bands in dollars: free is 0; under-50 above 0 and below 50; 50-100 inclusive; over-100. */
export const SAVED_PRICES = [
  { value: '', label: 'Any price' },
  { value: 'free', label: 'Free' },
  { value: 'under-50', label: 'Under $50' },
  { value: '50-100', label: '$50 to $100' },
  { value: 'over-100', label: 'Over $100' },
  { value: 'on-sale', label: 'On sale' },
] as const;
export type SavedPrice = (typeof SAVED_PRICES)[number]['value'];

/** The sorts: saved_date (default), title, price_low, price_high, rating, popularity. */
export const SAVED_SORTS = [
  { value: 'saved_date', label: 'Date saved (newest first)' },
  { value: 'title', label: 'Title' },
  { value: 'price_low', label: 'Price: low to high' },
  { value: 'price_high', label: 'Price: high to low' },
  { value: 'rating', label: 'Rating (highest)' },
  { value: 'popularity', label: 'Popularity' },
] as const;
export type SavedSort = (typeof SAVED_SORTS)[number]['value'];

export type SavedView = { collection: string; category: string; price: SavedPrice; sort: SavedSort };

function inBand(item: SavedItem, price: SavedPrice): boolean {
  const dollars = item.Course.Price / 100;
  switch (price) {
    case 'free':
      return dollars === 0;
    case 'under-50':
      return dollars > 0 && dollars < 50;
    case '50-100':
      return dollars >= 50 && dollars <= 100;
    case 'over-100':
      return dollars > 100;
    case 'on-sale':
      return item.Course.IsOnSale;
    default:
      return true;
  }
}

const COMPARE: Record<SavedSort, (a: SavedItem, b: SavedItem) => number> = {
  saved_date: (a, b) => b.DateAdded.localeCompare(a.DateAdded),
  title: (a, b) => a.Course.Title.localeCompare(b.Course.Title),
  price_low: (a, b) => a.Course.Price - b.Course.Price,
  price_high: (a, b) => b.Course.Price - a.Course.Price,
  rating: (a, b) => b.Course.Rating - a.Course.Rating,
  popularity: (a, b) => b.Course.StudentCount - a.Course.StudentCount,
};

export function viewSaved(items: SavedItem[], view: SavedView): SavedItem[] {
  return items
    .filter(
      (item) =>
        (!view.collection || item.CollectionIds.includes(view.collection)) &&
        (!view.category || item.Course.Category === view.category) &&
        inBand(item, view.price),
    )
    .sort(COMPARE[view.sort]);
}

/**
 * "Item added to cart successfully!" or "N items added to cart successfully!"
 * (docs/product/saved-courses.md#texts).
 */
export const addedText = (n: number) =>
  n === 1 ? 'Item added to cart successfully!' : `${n} items added to cart successfully!`;
