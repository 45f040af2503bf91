// The search, sort and tab of My Courses, kept in the URL (?q=&sort=&tab=) so reload and back keep them.
// A default value leaves the URL, so the plain address is the default view.
import { useUrlState } from '@portal/shared-ui/routing';
import type { MyCoursesSort, MyCoursesTab } from '@portal/shared-api/enrollments';
import { MY_COURSES_PARAMS } from '../utils/my-courses-list.ts';

export function useMyCoursesParams() {
  const { params, set } = useUrlState(MY_COURSES_PARAMS);
  return {
    ...params,
    // Typing replaces the entry: back leaves the page instead of replaying every search. The text stays as
    // typed (a trailing space is the next word's start); the search itself ignores outer spaces.
    setSearch: (q: string) => set({ q: q.trim() ? q : '' }, { replace: true }),
    setSort: (sort: MyCoursesSort) => set({ sort }),
    setTab: (tab: MyCoursesTab) => set({ tab }),
  };
}
