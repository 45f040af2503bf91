// Saved courses: the wishlist of courses a learner keeps, its collections, price alerts and shared lists
// (docs/product/saved-courses.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as savedCoursesRoutes } from './routes.ts';
export { readShared } from './shares.ts';
