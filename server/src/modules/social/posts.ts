// Writing to the community feed (docs/product/social.md#post-form-rules): share a post (plain text: any HTML
// is removed), delete one's own, like and bookmark. Counts are the server's, never a client's.
import { and, eq, isNull } from 'drizzle-orm';
import {
  SOCIAL_POST_MAX_LENGTH,
  SOCIAL_TAG_MAX_LENGTH,
  SOCIAL_TEXTS,
  type SocialPost,
  type SocialPostPayload,
} from '@portal/shared-api/contract/social';
import type { Db } from '../../platform/db/client.ts';
import { socialPostBookmarks, socialPostLikes, socialPosts } from './tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { plainText } from '../../core/sanitize.ts';
import { getPost } from './feed.ts';

/** Tags as plain text, trimmed, without empties or repeats (case-insensitive). */
export function cleanTags(tags: string[] = []): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => plainText(tag).slice(0, SOCIAL_TAG_MAX_LENGTH).trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The post's author, or 404 when there is no such post (or a moderator hid it). */
export async function postAuthor(db: Db, postId: string): Promise<string> {
  const [row] = isUuid(postId)
    ? await db
        .select({ authorId: socialPosts.authorId })
        .from(socialPosts)
        .where(and(eq(socialPosts.id, postId), isNull(socialPosts.hiddenAt)))
        .limit(1)
    : [];
  if (!row) throw httpError(404, SOCIAL_TEXTS.postNotFound);
  return row.authorId;
}

export async function createPost(
  deps: Deps,
  userId: string,
  payload: SocialPostPayload,
): Promise<SocialPost> {
  const content = plainText(payload.Content);
  if (!content) throw httpError(400, SOCIAL_TEXTS.contentRequired);
  if (content.length > SOCIAL_POST_MAX_LENGTH) throw httpError(400, SOCIAL_TEXTS.contentTooLong);
  const [row] = await deps.db
    .insert(socialPosts)
    .values({
      authorId: userId,
      type: payload.Type,
      content,
      tags: cleanTags(payload.Tags),
      createdAt: deps.clock.now(),
    })
    .returning({ id: socialPosts.id });
  if (!row) throw new Error('social post insert returned nothing');
  return getPost(deps.db, userId, row.id);
}

/**
 * Everyone sees every post, so another's post is refused (403), not hidden
 * (docs/architecture.md#access-and-ownership).
 */
export async function deletePost(deps: Deps, userId: string, postId: string): Promise<void> {
  if ((await postAuthor(deps.db, postId)) !== userId) throw httpError(403, SOCIAL_TEXTS.postAuthorOnly);
  await deps.db.delete(socialPosts).where(and(eq(socialPosts.id, postId), eq(socialPosts.authorId, userId)));
}

type Mark = typeof socialPostLikes | typeof socialPostBookmarks;

/** Like or bookmark (on), or take it back (off); twice is the same as once. Answers the post as it is now. */
async function mark(
  deps: Deps,
  table: Mark,
  userId: string,
  postId: string,
  on: boolean,
): Promise<SocialPost> {
  await postAuthor(deps.db, postId);
  if (on) {
    await deps.db.insert(table).values({ postId, userId, createdAt: deps.clock.now() }).onConflictDoNothing();
  } else {
    await deps.db.delete(table).where(and(eq(table.postId, postId), eq(table.userId, userId)));
  }
  return getPost(deps.db, userId, postId);
}

export const setLike = (deps: Deps, userId: string, postId: string, on: boolean) =>
  mark(deps, socialPostLikes, userId, postId, on);

export const setBookmark = (deps: Deps, userId: string, postId: string, on: boolean) =>
  mark(deps, socialPostBookmarks, userId, postId, on);
