// Media: uploads (streamed and base64), the caller's media library, the profile photo, and who may read a
// stored file (docs/product/media.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { canReadMedia } from './medias.ts';
export { uploadFiles } from './stored-files.ts';
export { assertRoomFor } from './quota.ts';
export { getOwnMedia } from './library.ts';
export { default as mediasRoutes } from './routes.ts';
export { default as uploadRoutes } from './upload-routes.ts';
