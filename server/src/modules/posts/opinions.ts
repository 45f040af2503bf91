// Views, likes and dislikes of blog posts (docs/product/posts.md#opinions): a reader holds at most one like
// or dislike per post (the partial unique index post_opinions_user_vote_unique), and a view counts at most
// once a day per signed-in reader, so reloading the page does not inflate it.
import { and, eq, gte, inArray } from 'drizzle-orm';
import type {
  OpinionType,
  PostMyOpinion,
  PostOpinionState,
  VoteType,
} from '@portal/shared-api/contract/posts';
import type { Deps } from '../../core/deps.ts';
import { postOpinions } from './tables.ts';
import { findPost, opinionCounts } from './reads.ts';

const VIEW_WINDOW_MS = 86_400_000;

async function myVote(deps: Deps, userId: string, postId: string): Promise<VoteType | null> {
  const [row] = await deps.db
    .select({ type: postOpinions.type })
    .from(postOpinions)
    .where(
      and(
        eq(postOpinions.postId, postId),
        eq(postOpinions.userId, userId),
        inArray(postOpinions.type, ['LIKE', 'DISLIKE']),
      ),
    )
    .limit(1);
  return row ? (row.type as VoteType) : null;
}

async function stateOf(deps: Deps, userId: string, postId: string): Promise<PostOpinionState> {
  const [counts, mine] = await Promise.all([opinionCounts(deps.db, [postId]), myVote(deps, userId, postId)]);
  return { Opinions: counts.get(postId) ?? { VIEW: 0, LIKE: 0, DISLIKE: 0 }, UserOpinion: mine };
}

/** POST /posts/{slug}/opinions on a public post. */
export async function setOpinion(
  deps: Deps,
  userId: string,
  slug: string,
  type: OpinionType,
): Promise<PostOpinionState> {
  const post = await findPost(deps, userId, slug, 'public');
  const now = deps.clock.now();
  if (type === 'VIEW') {
    const since = new Date(now.getTime() - VIEW_WINDOW_MS);
    const [recent] = await deps.db
      .select({ id: postOpinions.id })
      .from(postOpinions)
      .where(
        and(
          eq(postOpinions.postId, post.id),
          eq(postOpinions.userId, userId),
          eq(postOpinions.type, 'VIEW'),
          gte(postOpinions.createdAt, since),
        ),
      )
      .limit(1);
    if (!recent) await deps.db.insert(postOpinions).values({ postId: post.id, userId, type, createdAt: now });
  } else {
    // The other vote goes and this one comes in one step; a concurrent twin is absorbed by the index.
    await deps.db.transaction(async (tx) => {
      await tx
        .delete(postOpinions)
        .where(
          and(
            eq(postOpinions.postId, post.id),
            eq(postOpinions.userId, userId),
            eq(postOpinions.type, type === 'LIKE' ? 'DISLIKE' : 'LIKE'),
          ),
        );
      await tx
        .insert(postOpinions)
        .values({ postId: post.id, userId, type, createdAt: now })
        .onConflictDoNothing();
    });
  }
  return stateOf(deps, userId, post.id);
}

/** DELETE /posts/{slug}/opinions/{type}: takes back the caller's like or dislike (none is fine). */
export async function removeOpinion(
  deps: Deps,
  userId: string,
  slug: string,
  type: VoteType,
): Promise<PostOpinionState> {
  const post = await findPost(deps, userId, slug, 'visible');
  await deps.db
    .delete(postOpinions)
    .where(
      and(eq(postOpinions.postId, post.id), eq(postOpinions.userId, userId), eq(postOpinions.type, type)),
    );
  return stateOf(deps, userId, post.id);
}

/** GET /posts/{slug}/opinions/user. */
export async function myOpinion(deps: Deps, userId: string, slug: string): Promise<PostMyOpinion> {
  const post = await findPost(deps, userId, slug, 'visible');
  return { type: await myVote(deps, userId, post.id) };
}
