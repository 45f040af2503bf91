// Course authoring: an instructor's drafts, the publish wizard's checks and publishing, and their course list
// (docs/product/course-authoring.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as courseAuthoringRoutes } from './routes.ts';
