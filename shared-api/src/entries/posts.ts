// @portal/shared-api/posts: blog posts (03 §7 Posts).
export * from '../contract/posts.ts';
export * from '../client/posts.ts';
export * from '../hooks/use-posts.ts';
export { postKeys } from '../hooks/keys.ts';
