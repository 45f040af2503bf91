import { useSearchParams } from '@portal/shared-ui/router';
import type { CatalogSort } from '@portal/shared-api/catalog';
import { FILTER_NAMES, parseCatalogParams, type FilterName } from '../utils/catalog-params.ts';

/** The catalogue query from the URL, and setters that keep it there (any change goes back to page 1). */
export function useCatalogParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>, replace = false) =>
    setSearchParams(
      (params) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value) params.set(name, value);
          else params.delete(name);
        }
        if (!('page' in changes)) params.delete('page');
        return params;
      },
      { replace },
    );
  return {
    query: parseCatalogParams(searchParams),
    // Typing replaces the history entry: back leaves the page instead of replaying each keystroke.
    setSearch: (q: string) => set({ q: q.trim() ? q : undefined }, true),
    setFilter: (name: FilterName, value: string) => set({ [name]: value || undefined }),
    setSort: (sort: CatalogSort | '') => set({ sort: sort || undefined }),
    setPage: (page: number) => set({ page: page > 1 ? String(page) : undefined }),
    clearFilters: () => set(Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined]))),
    clearAll: () =>
      set({ q: undefined, ...Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined])) }),
  };
}
