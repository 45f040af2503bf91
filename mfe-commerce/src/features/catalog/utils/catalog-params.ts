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

export const FILTER_NAMES = ['category', 'level', 'price', 'rating', 'duration', 'language'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: string | null, max: number) => (value ? value.slice(0, max) : undefined);

export function parseCatalogParams(params: URLSearchParams): CatalogQuery {
  const page = Number(params.get('page'));
  return {
    q: text(params.get('q'), 100),
    category: text(params.get('category'), 100),
    level: oneOf(COURSE_LEVELS, params.get('level')),
    price: oneOf(
      CATALOG_PRICES.map((p) => p.value),
      params.get('price'),
    ),
    rating: oneOf(
      CATALOG_RATINGS.map((r) => r.value),
      params.get('rating'),
    ),
    duration: oneOf(
      CATALOG_DURATIONS.map((d) => d.value),
      params.get('duration'),
    ),
    language: text(params.get('language'), 50),
    sort: oneOf(
      CATALOG_SORTS.map((s) => s.value),
      params.get('sort'),
    ),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** How many filters narrow the list (the search and the sort are not filters). */
export function activeFilterCount(query: CatalogQuery): number {
  return FILTER_NAMES.filter((name) => query[name] !== undefined).length;
}
