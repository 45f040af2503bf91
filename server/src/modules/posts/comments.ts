// Comments on blog posts (docs/product/posts.md#post-comment): plain text, threaded by parentCommentId,
// edited by their writer only, removed by their writer or by the post's author. Removing a comment removes
// its replies with it (the foreign key cascades): a reply makes no sense without what it answers, and a
// "deleted" stub would keep the removed person's place in a thread they asked to leave.
import { and, asc, eq } from 'drizzle-orm';
import {
  POST_TEXTS,
  type PostComment,
  type PostCommentList,
  type PostCommentPayload,
} from '@portal/shared-api/contract/posts';
import type { Deps } from '../../core/deps.ts';
import { blogPosts, postComments } from './tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { plainText, withoutControlChars } from '../../core/sanitize.ts';
import { hitRateLimit } from '../../platform/rate-limits/rate-limits.ts';
import { authorColumns, findPost, photo, toAuthor, visibleTo, type Viewer } from './reads.ts';

const COMMENTS_PER_WINDOW = 20;
const COMMENT_WINDOW_MS = 10 * 60_000;

function cleanContent(content: string): string {
  const text = plainText(withoutControlChars(content, '\n')).trim();
  if (!text) throw httpError(400, POST_TEXTS.commentRequired);
  return text;
}

function selectComments(deps: Deps) {
  return deps.db
    .select({ comment: postComments, author: authorColumns, postAuthorId: blogPosts.authorId })
    .from(postComments)
    .innerJoin(blogPosts, eq(blogPosts.id, postComments.postId))
    .innerJoin(users, eq(users.id, postComments.authorId))
    .leftJoin(photo, eq(photo.id, users.photoMediaId));
}
type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

function toComment(viewer: Viewer, { comment, author, postAuthorId }: CommentRow): PostComment {
  return {
    Id: comment.id,
    ParentCommentId: comment.parentCommentId,
    Content: comment.content,
    Author: toAuthor(author),
    CreatedAt: comment.createdAt.toISOString(),
    EditedAt: comment.editedAt ? comment.editedAt.toISOString() : null,
    CanEdit: viewer === comment.authorId,
    CanDelete: viewer !== null && (viewer === comment.authorId || viewer === postAuthorId),
    Hidden: comment.hiddenAt !== null,
  };
}

/**
 * GET /posts/{slug}/comments: flat, oldest first, replies naming their parent. A moderated comment is shown
 * to its writer only, and its replies go with it for everyone else (they would answer nothing visible).
 */
export async function listComments(deps: Deps, viewer: Viewer, slug: string): Promise<PostCommentList> {
  const post = await findPost(deps, viewer, slug, 'visible');
  const rows = await selectComments(deps)
    .where(eq(postComments.postId, post.id))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  const byId = new Map(rows.map((row) => [row.comment.id, row.comment]));
  const seen = new Map<string, boolean>();
  const isShown = (id: string): boolean => {
    const known = seen.get(id);
    if (known !== undefined) return known;
    const comment = byId.get(id);
    const shown =
      !!comment &&
      (!comment.hiddenAt || comment.authorId === viewer) &&
      (!comment.parentCommentId || isShown(comment.parentCommentId));
    seen.set(id, shown);
    return shown;
  };
  const comments = rows.filter((row) => isShown(row.comment.id)).map((row) => toComment(viewer, row));
  return { comments, countTotal: comments.length };
}

/** A comment the viewer can see (on a post they can see), or 404. */
async function visibleComment(deps: Deps, viewer: string, commentId: string): Promise<CommentRow> {
  const [row] = isUuid(commentId)
    ? await selectComments(deps)
        .where(and(eq(postComments.id, commentId), visibleTo(viewer)))
        .limit(1)
    : [];
  if (!row || (row.comment.hiddenAt && row.comment.authorId !== viewer))
    throw httpError(404, POST_TEXTS.commentNotFound);
  return row;
}

/** POST /posts/{slug}/comments: on a public post; a reply must answer a comment of the same post. */
export async function addComment(
  deps: Deps,
  userId: string,
  slug: string,
  payload: PostCommentPayload,
): Promise<PostComment> {
  const post = await findPost(deps, userId, slug, 'public');
  const content = cleanContent(payload.content);
  const parentId = payload.parentCommentId ?? null;
  if (parentId) {
    const [parent] = await deps.db
      .select({
        postId: postComments.postId,
        hiddenAt: postComments.hiddenAt,
        authorId: postComments.authorId,
      })
      .from(postComments)
      .where(eq(postComments.id, parentId))
      .limit(1);
    const answerable =
      parent && parent.postId === post.id && (!parent.hiddenAt || parent.authorId === userId);
    if (!answerable) throw httpError(400, POST_TEXTS.commentParentMismatch);
  }
  const hit = await hitRateLimit(deps, `post-comment:${userId}`, COMMENT_WINDOW_MS);
  if (hit.current > COMMENTS_PER_WINDOW)
    throw httpError(429, POST_TEXTS.commentRateLimited, { 'retry-after': String(Math.ceil(hit.ttl / 1000)) });
  const [row] = await deps.db
    .insert(postComments)
    .values({
      postId: post.id,
      authorId: userId,
      parentCommentId: parentId,
      content,
      createdAt: deps.clock.now(),
    })
    .returning({ id: postComments.id });
  return toComment(userId, await visibleComment(deps, userId, row!.id));
}

/** PUT /posts/comments/{commentId}: everyone sees the comment, so another's is refused (403), not hidden. */
export async function editComment(
  deps: Deps,
  userId: string,
  commentId: string,
  content: string,
): Promise<PostComment> {
  const row = await visibleComment(deps, userId, commentId);
  if (row.comment.authorId !== userId) throw httpError(403, POST_TEXTS.commentEditOwn);
  await deps.db
    .update(postComments)
    .set({ content: cleanContent(content), editedAt: deps.clock.now() })
    .where(eq(postComments.id, row.comment.id));
  return toComment(userId, await visibleComment(deps, userId, row.comment.id));
}

/** DELETE /posts/comments/{commentId}: its writer, or the post's author moderating their own post. */
export async function deleteComment(deps: Deps, userId: string, commentId: string): Promise<void> {
  const row = await visibleComment(deps, userId, commentId);
  if (row.comment.authorId !== userId && row.postAuthorId !== userId)
    throw httpError(403, POST_TEXTS.commentDeleteOwn);
  await deps.db.delete(postComments).where(eq(postComments.id, row.comment.id));
}
