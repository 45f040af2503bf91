// @portal/shared-api/posts: blog posts (docs/product/posts.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { postKeys } from './keys.ts';
