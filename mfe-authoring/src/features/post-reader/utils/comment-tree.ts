// A post's comments arrive as one flat list; the page shows them as a thread. Replies nest up to
// MAX_COMMENT_DEPTH levels; anything deeper stays at the last level so a long exchange never runs off the side.

/** The deepest indent shown: a top-level comment is level 0, its replies 1, theirs 2, and so on. */
export const MAX_COMMENT_DEPTH = 3;

type Threadable = { Id: string; ParentCommentId: string | null };

export type ThreadEntry<Comment> = { comment: Comment; depth: number };

/**
 * The comments in reading order (each followed by its replies, oldest first as given) with the indent of
 * each. A reply whose parent is missing (hidden or deleted) shows as a top-level comment.
 */
export function commentThread<Comment extends Threadable>(
  comments: readonly Comment[],
): ThreadEntry<Comment>[] {
  const ids = new Set(comments.map((comment) => comment.Id));
  const children = new Map<string | null, Comment[]>();
  for (const comment of comments) {
    const parent =
      comment.ParentCommentId && ids.has(comment.ParentCommentId) ? comment.ParentCommentId : null;
    children.set(parent, [...(children.get(parent) ?? []), comment]);
  }
  const ordered: ThreadEntry<Comment>[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const comment of children.get(parent) ?? []) {
      ordered.push({ comment, depth: Math.min(depth, MAX_COMMENT_DEPTH) });
      visit(comment.Id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
