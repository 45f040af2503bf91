import type { Dashboard } from '../contract/dashboard.ts';
import { http } from './http.ts';

/** GET /api/dashboard: everything /user paints first, in one answer. */
export function getDashboard(): Promise<Dashboard> {
  return http.get('dashboard').json<Dashboard>();
}
