import { useState } from 'react';
import { POST_TEXTS, useDeletePost, type Post } from '@portal/shared-api/posts';
import { toaster } from '@portal/shared-ui';

/**
 * Asks before deleting one of the author's posts, deletes it and says how it went
 * (docs/product/posts.md#post-lifecycle).
 */
export function usePostDeletion(onDeleted: (post: Post) => void) {
  const remove = useDeletePost();
  const [deleting, setDeleting] = useState<Post | null>(null);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.trigger(deleting.Slug);
      toaster.create({ type: 'success', title: POST_TEXTS.deleted });
      onDeleted(deleting);
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: POST_TEXTS.deleteFailed,
        description: (failure as Error).message,
      });
    } finally {
      setDeleting(null);
    }
  };

  return {
    deleting,
    ask: setDeleting,
    cancel: () => setDeleting(null),
    confirm,
    isDeleting: remove.isMutating,
  };
}
