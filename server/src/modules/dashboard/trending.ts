// The dashboard's trending courses (docs/product/dashboard.md#trending-courses): the catalogue's most popular,
// the same for every learner, read apart from the dashboard's own answer so either can fail alone.
import { DASHBOARD_LIMITS, type TrendingCourses } from '@portal/shared-api/contract/dashboard';
import type { Deps } from '../../core/deps.ts';
import { listPopularCourses } from '../catalog/index.ts';

export async function getTrendingCourses(deps: Deps): Promise<TrendingCourses> {
  return { courses: await listPopularCourses(deps, DASHBOARD_LIMITS.trendingCourses) };
}
