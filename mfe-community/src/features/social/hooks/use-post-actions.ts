// What a person does to a feed post, with its toasts (docs/product/social.md#texts): share, like, bookmark,
// delete, comment and delete a comment. Counts come back from the server; nothing is counted here.
import {
  SOCIAL_TEXTS,
  useAddComment,
  useCreateSocialPost,
  useDeleteComment,
  useDeleteSocialPost,
  usePostBookmark,
  usePostLike,
  type SocialPost,
  type SocialPostFormValues,
} from '@portal/shared-api/social';
import { toaster } from '@portal/shared-ui';
import { toPostPayload } from '../utils/social-forms.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

function failed(title: string, error: unknown) {
  toaster.create({ type: 'error', title, description: messageOf(error) });
}

export function usePostActions() {
  const create = useCreateSocialPost();
  const like = usePostLike();
  const bookmark = usePostBookmark();
  const remove = useDeleteSocialPost();
  const comment = useAddComment();
  const uncomment = useDeleteComment();

  /** Shares the update; true once the server took it (the feed then shows it first). */
  const share = async (values: SocialPostFormValues): Promise<boolean> => {
    try {
      await create.trigger(toPostPayload(values));
      toaster.create({ type: 'success', title: SOCIAL_TEXTS.created });
      return true;
    } catch (error) {
      failed(SOCIAL_TEXTS.createFailed, error);
      return false;
    }
  };

  const toggleLike = async (post: SocialPost) => {
    try {
      await like.trigger({ postId: post.Id, liked: !post.IsLiked });
    } catch (error) {
      failed(SOCIAL_TEXTS.actionFailed, error);
    }
  };

  const toggleBookmark = async (post: SocialPost) => {
    try {
      await bookmark.trigger({ postId: post.Id, saved: !post.IsBookmarked });
    } catch (error) {
      failed(SOCIAL_TEXTS.actionFailed, error);
    }
  };

  const deletePost = async (post: SocialPost): Promise<boolean> => {
    try {
      await remove.trigger(post.Id);
      toaster.create({ type: 'success', title: SOCIAL_TEXTS.deleted });
      return true;
    } catch (error) {
      failed(SOCIAL_TEXTS.deleteFailed, error);
      return false;
    }
  };

  const addComment = async (postId: string, content: string): Promise<boolean> => {
    try {
      await comment.trigger({ postId, content });
      return true;
    } catch (error) {
      failed(SOCIAL_TEXTS.commentFailed, error);
      return false;
    }
  };

  const deleteComment = async (commentId: string) => {
    try {
      await uncomment.trigger(commentId);
    } catch (error) {
      failed(SOCIAL_TEXTS.actionFailed, error);
    }
  };

  return {
    share,
    toggleLike,
    toggleBookmark,
    deletePost,
    addComment,
    deleteComment,
    isLiking: like.isMutating,
    isBookmarking: bookmark.isMutating,
    isDeleting: remove.isMutating,
    isCommenting: comment.isMutating,
  };
}
