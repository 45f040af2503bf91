// /api/posts (docs/product/posts.md#api): the product's paths verbatim, including its "pagninate" spelling.
import {
  POSTS_PAGE_SIZE,
  POSTS_RELATED_TAKE,
  POSTS_TRENDING_TAKE,
  type Post,
  type PostCategoryList,
  type PostComment,
  type PostCommentList,
  type PostCommentPayload,
  type PostList,
  type PostMyOpinion,
  type PostOpinionState,
  type PostPageQuery,
  type PostPayload,
  type PostRatingPayload,
  type PostRatings,
  type PostsByCategory,
  type VoteType,
} from './contract.ts';
import { http } from '@portal/shared-api/core';

const slugPath = (slug: string) => `posts/${encodeURIComponent(slug)}`;

/** Paging as ky search params, leaving out what is not set so the server's defaults apply. */
function paging({ take, skip }: PostPageQuery): Record<string, number> {
  const params: Record<string, number> = {};
  if (take !== undefined) params.take = take;
  if (skip !== undefined) params.skip = skip;
  return params;
}

/** GET /api/posts/user/{userSlug}/pagninate/{take}/{skip} (the product's spelling), optionally searched. */
export function getUserPosts(
  userSlug: string,
  page: number,
  q?: string,
  take: number = POSTS_PAGE_SIZE,
): Promise<PostList> {
  const skip = Math.max(0, page - 1) * take;
  const search = q?.trim();
  return http
    .get(`posts/user/${encodeURIComponent(userSlug)}/pagninate/${take}/${skip}`, {
      searchParams: search ? { q: search } : undefined,
    })
    .json<PostList>();
}

/** DELETE /api/posts/{slug}: the author removes one of their posts. */
export function deletePost(slug: string): Promise<void> {
  return http.delete(slugPath(slug)).void();
}

/** POST /api/posts: the signed-in user writes a post (201 with the post, its slug made from the title). */
export function createPost(payload: PostPayload): Promise<Post> {
  return http.post('posts', { json: payload }).json<Post>();
}

/** PUT /api/posts/{slug}: the author updates their post (anyone else's answers 404). */
export function updatePost(slug: string, payload: PostPayload): Promise<Post> {
  return http.put(slugPath(slug), { json: payload }).json<Post>();
}

/** GET /api/posts/{id}: a published post by Id or slug; its author also reads a draft or a hidden post. */
export function getPost(idOrSlug: string): Promise<Post> {
  return http.get(slugPath(idOrSlug)).json<Post>();
}

/** GET /api/posts: published posts, newest first. */
export function listPosts(query: PostPageQuery = {}): Promise<PostList> {
  return http.get('posts', { searchParams: paging(query) }).json<PostList>();
}

/** POST /api/posts/search: published posts whose title or content contains the query. */
export function searchPosts(body: { query: string; take?: number; skip?: number }): Promise<PostList> {
  return http.post('posts/search', { json: body }).json<PostList>();
}

/** GET /api/posts/{slug}/comments: every visible comment, flat and oldest first (replies name their parent). */
export function getPostComments(slug: string): Promise<PostCommentList> {
  return http.get(`${slugPath(slug)}/comments`).json<PostCommentList>();
}

export function addPostComment(slug: string, payload: PostCommentPayload): Promise<PostComment> {
  return http.post(`${slugPath(slug)}/comments`, { json: payload }).json<PostComment>();
}

export function editPostComment(commentId: string, content: string): Promise<PostComment> {
  return http
    .put(`posts/comments/${encodeURIComponent(commentId)}`, { json: { content } })
    .json<PostComment>();
}

/** DELETE /api/posts/comments/{commentId}: its replies are deleted with it. */
export function deletePostComment(commentId: string): Promise<void> {
  return http.delete(`posts/comments/${encodeURIComponent(commentId)}`).void();
}

/** POST /api/posts/{slug}/opinions: a like or a dislike replaces the other; a view is counted once a day. */
export function setPostOpinion(slug: string, type: VoteType | 'VIEW'): Promise<PostOpinionState> {
  return http.post(`${slugPath(slug)}/opinions`, { json: { type } }).json<PostOpinionState>();
}

export function removePostOpinion(slug: string, type: VoteType): Promise<PostOpinionState> {
  return http.delete(`${slugPath(slug)}/opinions/${type}`).json<PostOpinionState>();
}

/**
 * GET /api/posts/{slug}/opinions/user: the caller's like or dislike; a failure reads as none
 * (docs/product/posts.md#api).
 */
export async function getMyPostOpinion(slug: string): Promise<VoteType | null> {
  try {
    const answer = await http.get(`${slugPath(slug)}/opinions/user`).json<PostMyOpinion>();
    return answer.type;
  } catch {
    return null;
  }
}

/** POST /api/posts/{slug}/ratings: rates the post (again: replaces the caller's rating); answers the summary. */
export function ratePost(slug: string, payload: PostRatingPayload): Promise<PostRatings> {
  return http.post(`${slugPath(slug)}/ratings`, { json: payload }).json<PostRatings>();
}

export function getPostRatings(slug: string): Promise<PostRatings> {
  return http.get(`${slugPath(slug)}/ratings`).json<PostRatings>();
}

export function postsByCategory(categorySlug: string, query: PostPageQuery = {}): Promise<PostsByCategory> {
  return http
    .get(`posts/category/${encodeURIComponent(categorySlug)}`, { searchParams: paging(query) })
    .json<PostsByCategory>();
}

/** GET /api/posts/trending: views, likes, dislikes and comments of the last 30 days, best first. */
export function trendingPosts(take: number = POSTS_TRENDING_TAKE): Promise<Post[]> {
  return http.get('posts/trending', { searchParams: { take } }).json<Post[]>();
}

/** GET /api/posts/{slug}/related: same category first, then same author, then newest. */
export function relatedPosts(slug: string, take: number = POSTS_RELATED_TAKE): Promise<Post[]> {
  return http.get(`${slugPath(slug)}/related`, { searchParams: { take } }).json<Post[]>();
}

/** GET /api/posts/categories: every top-level category with its published-post count (0 included). */
export function postCategories(): Promise<PostCategoryList> {
  return http.get('posts/categories').json<PostCategoryList>();
}
