// @portal/shared-api/dashboard: the learning dashboard's one aggregated answer (01 §2).
export * from '../contract/dashboard.ts';
export * from '../client/dashboard.ts';
export * from '../hooks/use-dashboard.ts';
export { dashboardKeys } from '../hooks/keys.ts';
