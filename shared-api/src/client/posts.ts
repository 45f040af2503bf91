import { POSTS_PAGE_SIZE, type Post, type PostList } from '../contract/posts.ts';
import { http } from '@portal/shared-api/core';

/** GET /api/posts/user/{userSlug}/pagninate/{take}/{skip} (03 §7, the spec's spelling) with an optional search. */
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
  return http.delete(`posts/${encodeURIComponent(slug)}`).void();
}

/** GET /api/posts/public/{slug}: a published post, readable by anyone (drafts answer 404). */
export function getPublicPost(slug: string): Promise<Post> {
  return http.get(`posts/public/${encodeURIComponent(slug)}`).json<Post>();
}
