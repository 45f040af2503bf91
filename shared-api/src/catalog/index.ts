// @portal/shared-api/catalog: the course catalogue and course page (public).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
