// Blog posts (docs/product/posts.md): field names and texts shared by the authoring pages and the server.

export type * from './schemas.ts';
import type {
  MyPostStats,
  PostComment,
  PostCommentList,
  PostCommentPayload,
  PostMyOpinion,
  PostOpinionState,
  PostRatingPayload,
  PostRatings,
  PostStats,
} from './engagement-schemas.ts';
import type { OPINION_TYPES, VOTE_TYPES } from './constants.ts';
export * from './constants.ts';
export type {
  MyPostStats,
  PostComment,
  PostCommentList,
  PostCommentPayload,
  PostOpinionState,
  PostMyOpinion,
  PostRatingPayload,
  PostRatings,
  PostStats,
};

/**
 * Posts page size 10; lazy default take 10; trending default 10; related default 5
 * (docs/product/posts.md#limits).
 */
export const POSTS_PAGE_SIZE = 10;
export const POSTS_LAZY_TAKE = 10;
export const POSTS_TRENDING_TAKE = 10;
export const POSTS_RELATED_TAKE = 5;
export const POST_EXCERPT_LENGTH = 200;
/** GET /posts/{slug}/ratings lists the newest reviews only. */
export const POST_RATINGS_SHOWN = 20;
/** Trending counts what happened over this many days. */
export const POSTS_TRENDING_DAYS = 30;

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
  slugTaken: 'A post with this title already exists. Try another title.',
  userNotFound: 'The requested person could not be found.',
  titleRequired: 'Give your post a title.',
  contentRequired: 'Write something in your post before saving it.',
  imageNotFound: 'The cover image could not be found among your uploads.',
  categoryNotFound: 'That category does not exist.',
  commentNotFound: 'The comment could not be found.',
  commentRequired: 'Write something in your comment.',
  commentParentMismatch: 'You can only reply to a comment of this post.',
  commentEditOwn: 'You can only edit your own comments.',
  commentDeleteOwn: 'You can only delete your own comments or comments on your posts.',
  commentRateLimited: 'You are commenting too fast. Please wait a few minutes.',
  rateOwn: 'You cannot rate your own post.',
  ratingRateLimited: 'You are rating too fast. Please wait a few minutes.',
} as const;
export type OpinionType = (typeof OPINION_TYPES)[number];
export type VoteType = (typeof VOTE_TYPES)[number];
export type PostPageQuery = { take?: number; skip?: number };
