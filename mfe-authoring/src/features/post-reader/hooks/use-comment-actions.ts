import {
  useAddPostComment,
  useDeletePostComment,
  useEditPostComment,
  type PostComment,
} from '@portal/shared-api/posts';
import { toaster } from '@portal/shared-ui';

/** Runs a write and says what went wrong with the server's own message; true when it went through. */
async function attempt(failureTitle: string, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (failure) {
    toaster.create({ type: 'error', title: failureTitle, description: (failure as Error).message });
    return false;
  }
}

/** Adding, replying to, editing and deleting comments; each refreshes the thread and the post's counts. */
export function useCommentActions(slug: string) {
  const add = useAddPostComment(slug);
  const edit = useEditPostComment();
  const remove = useDeletePostComment();
  return {
    add: (content: string, parent: PostComment | null = null) =>
      attempt('Failed to add comment', () => add.trigger({ content, parentCommentId: parent?.Id ?? null })),
    edit: (comment: PostComment, content: string) =>
      attempt('Failed to edit comment', () => edit.trigger({ id: comment.Id, content })),
    remove: async (comment: PostComment) => {
      const removed = await attempt('Failed to delete comment', () => remove.trigger(comment.Id));
      if (removed) toaster.create({ type: 'success', title: 'Comment deleted' });
      return removed;
    },
    isDeleting: remove.isMutating,
  };
}
