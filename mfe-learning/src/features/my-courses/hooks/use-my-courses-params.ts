// The search, sort and tab of My Courses, kept in the URL (?q=&sort=&tab=) so reload and back keep them.
import { useSearchParams } from '@portal/shared-ui/router';
import type { MyCoursesSort, MyCoursesTab } from '@portal/shared-api/enrollments';
import { DEFAULT_SORT, DEFAULT_TAB, parseMyCoursesParams } from '../utils/my-courses-list.ts';

export function useMyCoursesParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  /** A default value leaves the URL, so the plain address is the default view. */
  const update = (name: string, value: string, fallback: string, replace = false) =>
    setSearchParams(
      (params) => {
        if (value && value !== fallback) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace },
    );

  return {
    ...parseMyCoursesParams(searchParams),
    // Typing replaces the entry: back leaves the page instead of replaying every search. The text stays as
    // typed (a trailing space is the next word's start); the search itself ignores outer spaces.
    setSearch: (q: string) => update('q', q.trim() ? q : '', '', true),
    setSort: (sort: MyCoursesSort) => update('sort', sort, DEFAULT_SORT),
    setTab: (tab: MyCoursesTab) => update('tab', tab, DEFAULT_TAB),
  };
}
