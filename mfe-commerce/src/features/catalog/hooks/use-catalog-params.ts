import { useUrlState } from '@portal/shared-ui/routing';
import type { CatalogSort } from '@portal/shared-api/catalog';
import { CATALOG_PARAMS, catalogQuery, FILTER_NAMES, type FilterName } from '../utils/catalog-params.ts';

const NO_FILTERS = Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])) as Record<FilterName, ''>;

/** The catalogue query from the URL, and setters that keep it there (any change goes back to page 1). */
export function useCatalogParams() {
  const { params, set } = useUrlState(CATALOG_PARAMS, { reset: ['page'] });
  return {
    query: catalogQuery(params),
    // Typing replaces the history entry: back leaves the page instead of replaying each keystroke.
    setSearch: (q: string) => set({ q: q.trim() ? q : '' }, { replace: true }),
    setFilter: (name: FilterName, value: string) => set({ [name]: value }),
    setSort: (sort: CatalogSort | '') => set({ sort }),
    setPage: (page: number) => set({ page }),
    clearFilters: () => set(NO_FILTERS),
    clearAll: () => set({ q: '', ...NO_FILTERS }),
  };
}
