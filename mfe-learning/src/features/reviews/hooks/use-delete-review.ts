import { toaster } from '@portal/shared-ui';
import { REVIEW_TEXTS, useDeleteReview, type Review } from '@portal/shared-api/reviews';

/** Delete with the toasts of docs/product/reviews.md#texts. */
export function useDeleteReviewAction() {
  const remove = useDeleteReview();
  const destroy = async (review: Review) => {
    try {
      await remove.trigger(review.Slug);
      toaster.create({ type: 'success', title: REVIEW_TEXTS.deleted });
    } catch {
      toaster.create({ type: 'error', title: REVIEW_TEXTS.deleteFailed });
    }
  };
  return { destroy, deleting: remove.isMutating };
}
