// The catalogue's state in the URL (?q=&category=&level=&price=&rating=&duration=&language=&sort=&page=):
// reload, back and a shared link show the same results. Unknown values are dropped, not sent.
import {
  CATALOG_DURATIONS,
  CATALOG_PRICES,
  CATALOG_RATINGS,
  CATALOG_SORTS,
  type CatalogQuery,
} from '@portal/shared-api/catalog';
import { COURSE_LEVELS } from '@portal/shared-api/enrollments';
import { freeText, oneOf, pageNumber, type ParsedParams } from '@portal/shared-ui/routing';

export const FILTER_NAMES = ['category', 'level', 'price', 'rating', 'duration', 'language'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export const CATALOG_PARAMS = {
  q: freeText(100),
  category: freeText(100),
  level: oneOf(COURSE_LEVELS, ''),
  price: oneOf(
    CATALOG_PRICES.map((p) => p.value),
    '',
  ),
  rating: oneOf(
    CATALOG_RATINGS.map((r) => r.value),
    '',
  ),
  duration: oneOf(
    CATALOG_DURATIONS.map((d) => d.value),
    '',
  ),
  language: freeText(50),
  sort: oneOf(
    CATALOG_SORTS.map((s) => s.value),
    '',
  ),
  page: pageNumber(),
};

export type CatalogParams = ParsedParams<typeof CATALOG_PARAMS>;

/** The query the server gets: only what the URL sets ('' is left out, and so is the first page). */
export function catalogQuery(read: CatalogParams): CatalogQuery {
  return {
    q: read.q || undefined,
    category: read.category || undefined,
    level: read.level || undefined,
    price: read.price || undefined,
    rating: read.rating || undefined,
    duration: read.duration || undefined,
    language: read.language || undefined,
    sort: read.sort || undefined,
    page: read.page > 1 ? read.page : undefined,
  };
}

/** How many filters narrow the list (the search and the sort are not filters). */
export function activeFilterCount(query: CatalogQuery): number {
  return FILTER_NAMES.filter((name) => query[name] !== undefined).length;
}
