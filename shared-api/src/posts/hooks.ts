import { ApiError, useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  addPostComment,
  createPost,
  deletePost,
  deletePostComment,
  editPostComment,
  getMyPostOpinion,
  getPost,
  getPostComments,
  getPostRatings,
  getUserPosts,
  listPosts,
  postCategories,
  postsByCategory,
  ratePost,
  relatedPosts,
  removePostOpinion,
  setPostOpinion,
  trendingPosts,
  updatePost,
} from './client.ts';
import {
  POST_TEXTS,
  POSTS_PAGE_SIZE,
  POSTS_RELATED_TAKE,
  POSTS_TRENDING_TAKE,
  type Post,
  type PostCategoryList,
  type PostCommentList,
  type PostCommentPayload,
  type PostList,
  type PostPayload,
  type PostRatingPayload,
  type PostRatings,
  type PostsByCategory,
  type VoteType,
} from './contract.ts';
import { postKeys } from './keys.ts';

type UserPostsOptions = { onError?: (error: ApiError) => void };

const skipOf = (page: number) => Math.max(0, page - 1) * POSTS_PAGE_SIZE;

/** One page of the author's posts, optionally searched on the server; no request until the slug is known. */
export function useUserPosts(
  userSlug: string | undefined,
  page: number,
  q = '',
  options: UserPostsOptions = {},
): ApiQuery<PostList> {
  const search = q.trim();
  return useApiQuery(
    userSlug ? postKeys.list(userSlug, page, search) : null,
    () => getUserPosts(userSlug as string, page, search),
    // onError runs outside React's render, where a toast may be shown.
    { keepPreviousData: true, onError: options.onError },
  );
}

/**
 * Deletes one of the author's posts by slug, then refreshes every post list
 * (docs/product/posts.md#post-lifecycle).
 */
export function useDeletePost() {
  return useApiMutation(
    postKeys.mutation('delete'),
    async (slug: string | undefined) => {
      // Refused before any call when there is no slug (docs/product/posts.md#post-delete-rule).
      if (!slug) throw new ApiError(400, POST_TEXTS.slugMissing);
      await deletePost(slug);
    },
    { invalidates: [postKeys] },
  );
}

/** A post by slug or Id (its author also reads a draft); no request while the slug is unknown. */
export function usePost(slug: string | undefined): ApiQuery<Post> {
  return useApiQuery(slug ? postKeys.detail(slug) : null, () => getPost(slug as string));
}

/** One page (from 1) of the published posts, newest first. */
export function usePostList(page: number): ApiQuery<PostList> {
  return useApiQuery(
    postKeys.list('public', page),
    () => listPosts({ take: POSTS_PAGE_SIZE, skip: skipOf(page) }),
    { keepPreviousData: true },
  );
}

export function usePostComments(slug: string | undefined): ApiQuery<PostCommentList> {
  return useApiQuery(slug ? postKeys.list('comments', slug) : null, () => getPostComments(slug as string));
}

export function usePostRatings(slug: string | undefined): ApiQuery<PostRatings> {
  return useApiQuery(slug ? postKeys.list('ratings', slug) : null, () => getPostRatings(slug as string));
}

/** The caller's like or dislike (null when none, signed out or on any failure). */
export function useMyPostOpinion(slug: string | undefined): ApiQuery<VoteType | null> {
  return useApiQuery(slug ? postKeys.list('opinion', slug) : null, () => getMyPostOpinion(slug as string));
}

export function useTrendingPosts(take: number = POSTS_TRENDING_TAKE): ApiQuery<Post[]> {
  return useApiQuery(postKeys.list('trending', take), () => trendingPosts(take));
}

/** One page (from 1) of a category's published posts; no request while the slug is unknown. */
export function usePostsByCategory(
  categorySlug: string | undefined,
  page: number,
): ApiQuery<PostsByCategory> {
  return useApiQuery(
    categorySlug ? postKeys.list('category', categorySlug, page) : null,
    () => postsByCategory(categorySlug as string, { take: POSTS_PAGE_SIZE, skip: skipOf(page) }),
    { keepPreviousData: true },
  );
}

export function useRelatedPosts(
  slug: string | undefined,
  take: number = POSTS_RELATED_TAKE,
): ApiQuery<Post[]> {
  return useApiQuery(slug ? postKeys.list('related', slug, take) : null, () =>
    relatedPosts(slug as string, take),
  );
}

export function usePostCategories(): ApiQuery<PostCategoryList> {
  return useApiQuery(postKeys.list('categories'), postCategories);
}

// Writes: each refreshes the posts domain, so counts, comments and lists on screen follow.

export function useCreatePost() {
  return useApiMutation(postKeys.mutation('create'), (payload: PostPayload) => createPost(payload), {
    invalidates: [postKeys],
  });
}

export function useUpdatePost() {
  return useApiMutation(
    postKeys.mutation('update'),
    ({ slug, payload }: { slug: string; payload: PostPayload }) => updatePost(slug, payload),
    { invalidates: [postKeys] },
  );
}

export function useAddPostComment(slug: string) {
  return useApiMutation(
    postKeys.mutation('add-comment'),
    (payload: PostCommentPayload) => addPostComment(slug, payload),
    { invalidates: [postKeys] },
  );
}

export function useEditPostComment() {
  return useApiMutation(
    postKeys.mutation('edit-comment'),
    ({ id, content }: { id: string; content: string }) => editPostComment(id, content),
    { invalidates: [postKeys] },
  );
}

export function useDeletePostComment() {
  return useApiMutation(postKeys.mutation('delete-comment'), (id: string) => deletePostComment(id), {
    invalidates: [postKeys],
  });
}

/** Sets (`on`) or takes back a like or dislike. */
export function usePostVote(slug: string) {
  return useApiMutation(
    postKeys.mutation('vote'),
    ({ type, on }: { type: VoteType; on: boolean }) =>
      on ? setPostOpinion(slug, type) : removePostOpinion(slug, type),
    { invalidates: [postKeys] },
  );
}

export function useRatePost(slug: string) {
  return useApiMutation(postKeys.mutation('rate'), (payload: PostRatingPayload) => ratePost(slug, payload), {
    invalidates: [postKeys],
  });
}
