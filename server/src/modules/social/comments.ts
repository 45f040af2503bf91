// Comments under a feed post (docs/product/social.md#feed-actions): the thread oldest first, add one (plain
// text), and delete one's own.
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  SOCIAL_COMMENT_MAX_LENGTH,
  SOCIAL_TEXTS,
  type SocialComment,
  type SocialCommentList,
} from '@portal/shared-api/contract/social';
import type { Db } from '../../platform/db/client.ts';
import { medias } from '../medias/tables.ts';
import { socialPostComments } from './tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { plainText } from '../../core/sanitize.ts';
import { postAuthor } from './posts.ts';

/** A thread shows this many comments at most, the oldest first. */
const THREAD_LIMIT = 200;

function selectComments(db: Db) {
  return db
    .select({
      id: socialPostComments.id,
      postId: socialPostComments.postId,
      content: socialPostComments.content,
      createdAt: socialPostComments.createdAt,
      authorId: socialPostComments.authorId,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
      photo: { subDir: medias.subDir, hashname: medias.hashname },
    })
    .from(socialPostComments)
    .innerJoin(users, eq(users.id, socialPostComments.authorId))
    .leftJoin(medias, eq(medias.id, users.photoMediaId));
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

function toComment(row: CommentRow, userId: string): SocialComment {
  return {
    Id: row.id,
    PostId: row.postId,
    Author: {
      Id: row.authorId,
      Username: row.username,
      Firstname: row.firstname,
      Lastname: row.lastname,
      Avatar: row.photo?.hashname ? mediaUrl(row.photo) : null,
    },
    Content: row.content,
    CreatedAt: row.createdAt.toISOString(),
    isAuthor: row.authorId === userId,
  };
}

export async function listComments(deps: Deps, userId: string, postId: string): Promise<SocialCommentList> {
  await postAuthor(deps.db, postId);
  const rows = await selectComments(deps.db)
    .where(and(eq(socialPostComments.postId, postId), isNull(socialPostComments.hiddenAt)))
    .orderBy(asc(socialPostComments.createdAt), asc(socialPostComments.id))
    .limit(THREAD_LIMIT);
  return { comments: rows.map((row) => toComment(row, userId)) };
}

export async function addComment(
  deps: Deps,
  userId: string,
  postId: string,
  text: string,
): Promise<SocialComment> {
  await postAuthor(deps.db, postId);
  const content = plainText(text);
  if (!content) throw httpError(400, SOCIAL_TEXTS.commentRequired);
  if (content.length > SOCIAL_COMMENT_MAX_LENGTH) throw httpError(400, SOCIAL_TEXTS.commentTooLong);
  const [row] = await deps.db
    .insert(socialPostComments)
    .values({ postId, authorId: userId, content, createdAt: deps.clock.now() })
    .returning({ id: socialPostComments.id });
  if (!row) throw new Error('comment insert returned nothing');
  const [created] = await selectComments(deps.db).where(eq(socialPostComments.id, row.id));
  if (!created) throw httpError(404, SOCIAL_TEXTS.commentNotFound);
  return toComment(created, userId);
}

/** The comment's author, or 404 when there is no such comment (or a moderator hid it). */
export async function commentAuthor(db: Db, commentId: string): Promise<string> {
  const [row] = isUuid(commentId)
    ? await db
        .select({ authorId: socialPostComments.authorId })
        .from(socialPostComments)
        .where(and(eq(socialPostComments.id, commentId), isNull(socialPostComments.hiddenAt)))
        .limit(1)
    : [];
  if (!row) throw httpError(404, SOCIAL_TEXTS.commentNotFound);
  return row.authorId;
}

/** Comments are public in the feed, so another's comment is refused (403), not hidden. */
export async function deleteComment(deps: Deps, userId: string, commentId: string): Promise<void> {
  if ((await commentAuthor(deps.db, commentId)) !== userId)
    throw httpError(403, SOCIAL_TEXTS.commentAuthorOnly);
  await deps.db
    .delete(socialPostComments)
    .where(and(eq(socialPostComments.id, commentId), eq(socialPostComments.authorId, userId)));
}
