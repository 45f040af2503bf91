// Blog posts (03 §2 Manage posts 'Published Posts', §3 Post, §4 Posts, §5 post delete, §7, §8, §9):
// field names and texts shared by the authoring pages and the server.

import type {
  Post,
  PostAuthor,
  PostCategory,
  PostCategoryList,
  PostCategorySummary,
  PostImage,
  PostList,
  PostOpinionCounts,
  PostPayload,
  PostSearchBody,
  PostsByCategory,
} from '../schemas/posts.ts';
import type {
  MyPostStats,
  PostComment,
  PostCommentEdit,
  PostCommentList,
  PostCommentPayload,
  PostMyOpinion,
  PostOpinionState,
  PostRating,
  PostRatingPayload,
  PostRatings,
  PostStats,
} from '../schemas/post-engagement.ts';

export type {
  MyPostStats,
  Post,
  PostAuthor,
  PostCategory,
  PostCategoryList,
  PostCategorySummary,
  PostComment,
  PostCommentEdit,
  PostCommentList,
  PostCommentPayload,
  PostImage,
  PostList,
  PostOpinionCounts,
  PostOpinionState,
  PostMyOpinion,
  PostPayload,
  PostRating,
  PostRatingPayload,
  PostRatings,
  PostSearchBody,
  PostStats,
  PostsByCategory,
};

/** 03 §9: posts page size 10; lazy default take 10; trending default 10; related default 5. */
export const POSTS_PAGE_SIZE = 10;
export const POSTS_MAX_PAGE_SIZE = 50;
export const POSTS_LAZY_TAKE = 10;
export const POSTS_TRENDING_TAKE = 10;
export const POSTS_RELATED_TAKE = 5;
export const POSTS_SEARCH_MAX_LENGTH = 100;

export const POST_TITLE_MAX_LENGTH = 150;
/** Sanitised HTML, counted in characters as sent. */
export const POST_CONTENT_MAX_LENGTH = 100_000;
export const POST_EXCERPT_LENGTH = 200;
export const POST_COMMENT_MAX_LENGTH = 2000;
export const POST_REVIEW_MAX_LENGTH = 1000;
/** GET /posts/{slug}/ratings lists the newest reviews only. */
export const POST_RATINGS_SHOWN = 20;
export const POST_RATING_MIN = 1;
export const POST_RATING_MAX = 5;
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

export const OPINION_TYPES = ['VIEW', 'LIKE', 'DISLIKE'] as const;
export type OpinionType = (typeof OPINION_TYPES)[number];
/** The opinions a reader holds at most one of (a like or a dislike); views are only counted. */
export const VOTE_TYPES = ['LIKE', 'DISLIKE'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export type UserPostsQuery = { userSlug: string; page: number; q?: string; take?: number };
export type PostPageQuery = { take?: number; skip?: number };
