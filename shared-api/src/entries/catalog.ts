// @portal/shared-api/catalog: the course catalogue and course page (public).
export * from '../contract/catalog.ts';
export * from '../client/catalog.ts';
export * from '../hooks/use-catalog.ts';
export { catalogKeys } from '../hooks/keys.ts';
