import type { Dashboard } from './contract.ts';
import { http } from '@portal/shared-api/core';

/** GET /api/dashboard: everything /user paints first, in one answer. */
export function getDashboard(): Promise<Dashboard> {
  return http.get('dashboard').json<Dashboard>();
}
