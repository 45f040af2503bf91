// Posts: articles instructors and learners publish, their lists, comments, opinions and ratings
// (docs/product/posts.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { listPublicPosts } from './lists.ts';
export { getReadablePost } from './reads.ts';
export { default as postsRoutes } from './routes/index.ts';
