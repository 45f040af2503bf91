// @portal/shared-api/wishlists: saving courses for later (01 §7 Wishlists).
export * from '../contract/wishlists.ts';
export * from '../client/wishlists.ts';
