import type { Dashboard, TrendingCourses } from './contract.ts';
import { http } from '@portal/shared-api/core';

/** GET /api/dashboard: everything /user paints first, in one answer. */
export function getDashboard(): Promise<Dashboard> {
  return http.get('dashboard').json<Dashboard>();
}

/** GET /api/dashboard/trending: the catalogue's most popular courses, loaded beside the dashboard. */
export function getTrendingCourses(): Promise<TrendingCourses> {
  return http.get('dashboard/trending').json<TrendingCourses>();
}
