// @portal/shared-api/saved-courses: saved courses, collections and shared lists
// (docs/product/saved-courses.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
