// @portal/shared-api/dashboard: the learning dashboard's one aggregated answer (01 §2).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { dashboardKeys } from './keys.ts';
