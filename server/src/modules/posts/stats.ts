// Numbers of blog posts (GET /posts/{slug}/stats and /posts/stats: docs/product/posts.md#api): one post's, or
// the caller's totals over all their posts.
import { and, avg, count, eq, inArray, isNotNull, isNull, type SQLWrapper } from 'drizzle-orm';
import type { MyPostStats, PostStats } from '@portal/shared-api/contract/posts';
import type { Deps } from '../../core/deps.ts';
import { blogPosts, postComments, postOpinions, postRatings } from './tables.ts';
import { findPost, roundAverage, type Viewer } from './reads.ts';

type PostIds = string[] | SQLWrapper;

/** The numbers of the posts with these ids (a list, or a query of blog post ids). */
async function statsOf(deps: Deps, posts: PostIds): Promise<PostStats> {
  const { db } = deps;
  const [opinions, [comments], [ratings]] = await Promise.all([
    db
      .select({ type: postOpinions.type, total: count() })
      .from(postOpinions)
      .where(inArray(postOpinions.postId, posts))
      .groupBy(postOpinions.type),
    db
      .select({ total: count() })
      .from(postComments)
      .where(and(inArray(postComments.postId, posts), isNull(postComments.hiddenAt))),
    db
      .select({ average: avg(postRatings.rating), total: count() })
      .from(postRatings)
      .where(inArray(postRatings.postId, posts)),
  ]);
  const of = (type: string) => opinions.find((row) => row.type === type)?.total ?? 0;
  return {
    views: of('VIEW'),
    likes: of('LIKE'),
    dislikes: of('DISLIKE'),
    comments: comments?.total ?? 0,
    ratingAverage: roundAverage(ratings?.average ?? null),
    ratingCount: ratings?.total ?? 0,
  };
}

/** GET /posts/{slug}/stats: a public post's numbers (its author also sees a draft's). */
export async function postStats(deps: Deps, viewer: Viewer, slug: string): Promise<PostStats> {
  const post = await findPost(deps, viewer, slug, 'visible');
  return statsOf(deps, [post.id]);
}

/** GET /posts/stats: the caller's totals over their own posts, with how many they wrote and published. */
export async function myPostStats(deps: Deps, userId: string): Promise<MyPostStats> {
  const mine = deps.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.authorId, userId));
  const [stats, [posts], [published]] = await Promise.all([
    statsOf(deps, mine),
    deps.db.select({ total: count() }).from(blogPosts).where(eq(blogPosts.authorId, userId)),
    deps.db
      .select({ total: count() })
      .from(blogPosts)
      .where(and(eq(blogPosts.authorId, userId), isNotNull(blogPosts.publishedAt))),
  ]);
  return { ...stats, posts: posts?.total ?? 0, published: published?.total ?? 0 };
}
