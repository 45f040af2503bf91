import { useCreatePost, useUpdatePost, type Post } from '@portal/shared-api/posts';
import { useNavigate } from '@portal/shared-ui/router';
import { toaster } from '@portal/shared-ui';
import { toPayload, type PostFormValues } from '../utils/post-form-values.ts';

export const SAVE_TEXTS = {
  published: 'Post published',
  updated: 'Post updated',
  draftSaved: 'Draft saved',
  failed: 'Failed to save post',
} as const;

/**
 * Creates the post, or updates `existing`, then says so and leaves: a published post opens on its page, a
 * draft goes back to the author's list. A refusal shows the server's message and keeps the form as typed.
 */
export function useSavePost(existing?: Post) {
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  return async (values: PostFormValues, published: boolean) => {
    const payload = toPayload(values, published);
    let saved: Post;
    try {
      saved = existing
        ? await update.trigger({ slug: existing.Slug, payload })
        : await create.trigger(payload);
    } catch (failure) {
      toaster.create({ type: 'error', title: SAVE_TEXTS.failed, description: (failure as Error).message });
      return;
    }
    const wasPublished = existing?.PublishedAt != null;
    const title = !published
      ? SAVE_TEXTS.draftSaved
      : wasPublished
        ? SAVE_TEXTS.updated
        : SAVE_TEXTS.published;
    toaster.create({ type: 'success', title });
    void navigate(published ? `/posts/${saved.Slug}` : '/users/posts/manage');
  };
}
