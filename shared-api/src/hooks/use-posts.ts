import { ApiError, useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { deletePost, getUserPosts } from '../client/posts.ts';
import { POST_TEXTS, type PostList } from '../contract/posts.ts';
import { postKeys } from './keys.ts';

type UserPostsOptions = { onError?: (error: ApiError) => void };

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

/** Deletes one of the author's posts by slug, then refreshes every post list (03 §4). */
export function useDeletePost() {
  return useApiMutation(
    postKeys.mutation('delete'),
    async (slug: string | undefined) => {
      // 03 §5: refused before any call when there is no slug.
      if (!slug) throw new ApiError(400, POST_TEXTS.slugMissing);
      await deletePost(slug);
    },
    { invalidates: [postKeys] },
  );
}
