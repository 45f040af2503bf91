// Help and feedback: the help centre's articles and the feedback a person sends
// (docs/product/help-and-feedback.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as helpRoutes } from './routes.ts';
