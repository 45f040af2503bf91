// The reviews module's face: what the app and other modules may use. Everything else in this folder is private.
export { findReview, pageReviews, reviewNotFound } from './reviews.ts';
export { default as reviewsRoutes } from './routes.ts';
