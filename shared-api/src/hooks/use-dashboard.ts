import useSWR, { type SWRResponse } from 'swr';
import { getDashboard } from '../client/dashboard.ts';
import type { Dashboard } from '../contract/dashboard.ts';
import type { ApiError } from '../client/http.ts';
import { dashboardKeys } from './keys.ts';

/** The aggregated dashboard of the signed-in user (stats, courses, meetings, achievements). */
export function useDashboard(): SWRResponse<Dashboard, ApiError> {
  return useSWR<Dashboard, ApiError>(dashboardKeys.all(), () => getDashboard());
}
