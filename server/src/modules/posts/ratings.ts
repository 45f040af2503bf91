// Ratings of blog posts (docs/product/posts.md#post-rating): one per reader (rating again replaces it), never
// by the post's author, with an optional plain-text review.
import { and, count, desc, eq } from 'drizzle-orm';
import {
  POST_RATINGS_SHOWN,
  POST_TEXTS,
  type PostRatingPayload,
  type PostRatings,
} from '@portal/shared-api/contract/posts';
import type { Deps } from '../../core/deps.ts';
import { postRatings } from './tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { plainText, withoutControlChars } from '../../core/sanitize.ts';
import { hitRateLimit } from '../../platform/rate-limits/rate-limits.ts';
import { authorColumns, findPost, photo, roundAverage, toAuthor, type Viewer } from './reads.ts';

const RATINGS_PER_WINDOW = 30;
const RATING_WINDOW_MS = 10 * 60_000;

async function summary(deps: Deps, viewer: Viewer, postId: string): Promise<PostRatings> {
  const [groups, latest, mine] = await Promise.all([
    deps.db
      .select({ rating: postRatings.rating, total: count() })
      .from(postRatings)
      .where(eq(postRatings.postId, postId))
      .groupBy(postRatings.rating),
    deps.db
      .select({ rating: postRatings, author: authorColumns })
      .from(postRatings)
      .innerJoin(users, eq(users.id, postRatings.userId))
      .leftJoin(photo, eq(photo.id, users.photoMediaId))
      .where(eq(postRatings.postId, postId))
      .orderBy(desc(postRatings.createdAt), desc(postRatings.id))
      .limit(POST_RATINGS_SHOWN),
    viewer
      ? deps.db
          .select({ rating: postRatings.rating, review: postRatings.review })
          .from(postRatings)
          .where(and(eq(postRatings.postId, postId), eq(postRatings.userId, viewer)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const group of groups) {
    distribution[group.rating as 1 | 2 | 3 | 4 | 5] = group.total;
    total += group.total;
    sum += group.rating * group.total;
  }
  return {
    average: total ? roundAverage(sum / total) : 0,
    count: total,
    distribution,
    ratings: latest.map(({ rating, author }) => ({
      Rating: rating.rating,
      Review: rating.review,
      Author: toAuthor(author),
      CreatedAt: rating.createdAt.toISOString(),
    })),
    mine: mine[0] ? { rating: mine[0].rating, review: mine[0].review } : null,
  };
}

/** GET /posts/{slug}/ratings. */
export async function postRatingsOf(deps: Deps, viewer: Viewer, slug: string): Promise<PostRatings> {
  const post = await findPost(deps, viewer, slug, 'visible');
  return summary(deps, viewer, post.id);
}

/** POST /posts/{slug}/ratings: a new rating, or the caller's earlier one replaced (and dated now). */
export async function ratePost(
  deps: Deps,
  userId: string,
  slug: string,
  payload: PostRatingPayload,
): Promise<PostRatings> {
  const post = await findPost(deps, userId, slug, 'public');
  if (post.authorId === userId) throw httpError(403, POST_TEXTS.rateOwn);
  const hit = await hitRateLimit(deps, `post-rating:${userId}`, RATING_WINDOW_MS);
  if (hit.current > RATINGS_PER_WINDOW)
    throw httpError(429, POST_TEXTS.ratingRateLimited, { 'retry-after': String(Math.ceil(hit.ttl / 1000)) });
  const review = payload.review ? plainText(withoutControlChars(payload.review, '\n')) || null : null;
  const now = deps.clock.now();
  await deps.db
    .insert(postRatings)
    .values({ postId: post.id, userId, rating: payload.rating, review, createdAt: now })
    .onConflictDoUpdate({
      target: [postRatings.postId, postRatings.userId],
      set: { rating: payload.rating, review, createdAt: now },
    });
  return summary(deps, userId, post.id);
}
