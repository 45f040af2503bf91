// Blog posts (03 §2 Manage posts 'Published Posts', §3 Post, §4 Posts, §5 post delete, §7, §8, §9):
// field names and texts shared by the authoring pages and the server.

import type { Post, PostImage, PostList, PostOpinionCounts } from '../schemas/posts.ts';

export type { Post, PostImage, PostList, PostOpinionCounts };

/** 03 §9: posts page size 10. */
export const POSTS_PAGE_SIZE = 10;
export const POSTS_MAX_PAGE_SIZE = 50;
export const POSTS_SEARCH_MAX_LENGTH = 100;

export const POST_TEXTS = {
  title: 'Published Posts',
  empty: 'No posts found',
  addPost: 'Add Post',
  startNow: 'Start Now',
  deleteConfirm: 'Do you want to delete this post?',
  deleteWarning: 'This action cannot be undone',
  slugMissing: 'Post slug is missing',
  deleteFailed: 'Failed to delete post',
  deleted: 'Post deleted successfully',
  loadFailed: 'Failed to load posts',
  notFound: 'The requested post could not be found.',
  otherUser: 'You can only list your own posts.',
} as const;

export const OPINION_TYPES = ['VIEW', 'LIKE', 'DISLIKE'] as const;
export type OpinionType = (typeof OPINION_TYPES)[number];

export type UserPostsQuery = { userSlug: string; page: number; q?: string; take?: number };
