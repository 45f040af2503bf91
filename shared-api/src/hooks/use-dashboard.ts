import { useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getDashboard } from '../client/dashboard.ts';
import type { Dashboard } from '../contract/dashboard.ts';
import { dashboardKeys } from './keys.ts';

/** The aggregated dashboard of the signed-in user (stats, courses, meetings, achievements). */
export function useDashboard(): ApiQuery<Dashboard> {
  return useApiQuery(dashboardKeys.all(), getDashboard);
}
