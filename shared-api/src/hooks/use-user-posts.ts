import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '../client/http.ts';
import { getUserPosts } from '../client/posts.ts';
import type { PostList } from '../contract/posts.ts';
import { postKeys } from './keys.ts';

type UserPostsOptions = { onError?: (error: ApiError) => void };

/** One page of the author's posts, optionally searched on the server; no request until the slug is known. */
export function useUserPosts(
  userSlug: string | undefined,
  page: number,
  q = '',
  options: UserPostsOptions = {},
): SWRResponse<PostList, ApiError> {
  const search = q.trim();
  return useSWR<PostList, ApiError>(
    userSlug ? postKeys.list(userSlug, page, search) : null,
    () => getUserPosts(userSlug as string, page, search),
    // onError runs outside React's render, where a toast may be shown.
    { keepPreviousData: true, onError: options.onError },
  );
}
