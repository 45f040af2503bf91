// @portal/shared-api/wishlists: saved courses, collections and shared lists (01 §7 Wishlists; 03 §3).
export * from '../contract/wishlists.ts';
export * from '../client/wishlists.ts';
export * from '../hooks/use-wishlists.ts';
export { wishlistKeys } from '../hooks/keys.ts';
