// Wishlists (docs/product/saved-courses.md#texts): texts shared by the pages and the server.
export type * from './schemas.ts';

/** The wishlist pages by 10 (lazy take/skip defaults 10 and 0; docs/product/saved-courses.md#limits). */
export const SAVED_COURSES_PAGE_SIZE = 10;

export const SAVED_COURSES_TEXTS = {
  itemNotFound: 'This course is not in your wishlist.',
  added: 'Course saved to your wishlist',
  removed: 'Course removed from your wishlist',
  addFailed: 'Failed to add the course to your wishlist. Please try again later.',
  removeFailed: 'Failed to remove item from wishlist. Please try again later.',
  collectionNotFound: 'The requested collection could not be found.',
  sharedNotFound: 'This shared list does not exist or is no longer shared.',
  privateCollection: 'Make the collection public before sharing it.',
  owned: 'You already own this course.',
  free: 'This course is free: enrol from its page.',
  empty: 'No saved courses found',
} as const;
