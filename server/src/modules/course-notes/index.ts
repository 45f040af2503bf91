// Course notes: a learner's notes on lessons, their library, tags, sharing and export
// (docs/product/notes.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as courseNotesRoutes } from './routes.ts';
export { readSharedNote } from './share.ts';
