// @portal/shared-api/uploads: POST /api/upload with progress, and the caller's media library (03 §7).
export * from '../contract/uploads.ts';
export * from '../client/uploads.ts';
export * from '../client/medias.ts';
export * from '../hooks/use-medias.ts';
export { mediaKeys } from '../hooks/keys.ts';
