// Enrolments: a learner's courses, their progress, completion and the access answers of the product
// (docs/product/enrollments.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { recalculateEnrollment, updateProgress } from './progress.ts';
export { listEnrollments } from './reads.ts';
export { default as enrollmentsRoutes } from './routes.ts';
export { progressShare } from './status.ts';
