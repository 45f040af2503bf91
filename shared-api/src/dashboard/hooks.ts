import { useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getDashboard } from './client.ts';
import type { Dashboard } from './contract.ts';
import { dashboardKeys } from './keys.ts';

/** The aggregated dashboard of the signed-in user (stats, courses, meetings, achievements). */
export function useDashboard(): ApiQuery<Dashboard> {
  return useApiQuery(dashboardKeys.all(), getDashboard);
}
