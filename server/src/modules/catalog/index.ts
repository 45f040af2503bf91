// The catalog module's face: what the app and other modules may use. Everything else in this folder is private.
export { cardColumns, joinCards, toCard } from './cards.ts';
export { isPreviewMedia } from './preview.ts';
export { default as catalogRoutes } from './routes.ts';
