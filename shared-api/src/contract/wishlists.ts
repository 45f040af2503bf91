// Wishlists (01 §3, §7, §8): texts shared by the pages and the server.
import type { WishlistAddPayload, WishlistCheck, WishlistEntry } from '../schemas/wishlists.ts';

export type { WishlistAddPayload, WishlistCheck, WishlistEntry };

export const WISHLIST_TEXTS = {
  itemNotFound: 'This course is not in your wishlist.',
  added: 'Course saved to your wishlist',
  removed: 'Course removed from your wishlist',
  addFailed: 'Failed to add the course to your wishlist. Please try again later.',
  removeFailed: 'Failed to remove item from wishlist. Please try again later.',
} as const;
