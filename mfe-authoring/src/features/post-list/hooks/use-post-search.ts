// The one read of /posts without a shared-api hook yet: POST /api/posts/search (docs/product/posts.md#api).
// Kept to the same key family, so writes that refresh the posts domain refresh it too.
import { useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { POSTS_PAGE_SIZE, postKeys, searchPosts, type PostList } from '@portal/shared-api/posts';

/** One page (from 1) of the published posts matching `query`; no request while it is blank. */
export function usePostSearch(query: string, page: number): ApiQuery<PostList> {
  const search = query.trim();
  return useApiQuery(
    search ? postKeys.list('search', search, page) : null,
    () => searchPosts({ query: search, take: POSTS_PAGE_SIZE, skip: (page - 1) * POSTS_PAGE_SIZE }),
    { keepPreviousData: true },
  );
}
