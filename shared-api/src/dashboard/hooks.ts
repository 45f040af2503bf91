import { useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getDashboard, getTrendingCourses } from './client.ts';
import type { Dashboard, TrendingCourses } from './contract.ts';
import { dashboardKeys } from './keys.ts';

/** The aggregated dashboard of the signed-in user (stats, courses, meetings, achievements). */
export function useDashboard(): ApiQuery<Dashboard> {
  return useApiQuery(dashboardKeys.all(), getDashboard);
}

/** The trending courses: the same for everyone, so not read again when the tab regains focus. */
export function useTrendingCourses(): ApiQuery<TrendingCourses> {
  return useApiQuery(dashboardKeys.list('trending'), getTrendingCourses, { revalidateOnFocus: false });
}
