// @portal/shared-api/medias: POST /api/upload with progress, resumable video uploads over tus, and the caller's media library
// (docs/product/media.md#api).
export * from './contract.ts';
export * from './upload-client.ts';
export * from './resumable-upload.ts';
export * from './client.ts';
export * from './hooks.ts';
export * from './live-hooks.ts';
