import { http } from '@portal/shared-api/core';
import type { WishlistEntry } from '../contract/wishlists.ts';

/** POST /api/wishlists/add with courseId */
export function addWishlistItem(courseId: string): Promise<WishlistEntry> {
  return http.post('wishlists/add', { json: { courseId } }).json<WishlistEntry>();
}

/** DELETE /api/wishlists/{itemId} */
export function removeWishlistItem(itemId: string): Promise<void> {
  return http.delete(`wishlists/${encodeURIComponent(itemId)}`).void();
}
