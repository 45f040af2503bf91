// @portal/shared-api/posts: blog posts (03 §7 Posts).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { postKeys } from './keys.ts';
