// @portal/shared-api/wishlists: saved courses, collections and shared lists (01 §7 Wishlists; 03 §3).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { savedCourseKeys } from './keys.ts';
