// Reviews: a learner's reviews of courses, instructors and lessons, and the courses they may review
// (docs/product/reviews.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { findReview, pageReviews, reviewNotFound } from './reviews.ts';
export { default as reviewsRoutes } from './routes.ts';
