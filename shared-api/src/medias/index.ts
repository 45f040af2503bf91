// @portal/shared-api/uploads: POST /api/upload with progress, and the caller's media library (03 §7).
export * from './contract.ts';
export * from './upload-client.ts';
export * from './client.ts';
export * from './hooks.ts';
export { mediaKeys } from './keys.ts';
