// The medias module's face: what the app and other modules may use. Everything else in this folder is private.
export { canReadMedia } from './medias.ts';
export { default as mediasRoutes } from './routes.ts';
export { default as uploadRoutes } from './upload-routes.ts';
