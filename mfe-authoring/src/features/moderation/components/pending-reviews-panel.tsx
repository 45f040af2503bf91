import { useState } from 'react';
import {
  MODERATION_PAGE_SIZE,
  MODERATION_TEXTS,
  useApproveReview,
  usePendingReviews,
  useRejectReview,
} from '@portal/shared-api/moderation';
import type { Review } from '@portal/shared-api/reviews';
import { EmptyState, Stack, toaster } from '@portal/shared-ui';
import { ListSkeleton, Pagination, QueryState } from '@portal/shared-ui/data';
import { useDecision } from '../hooks/use-decision.ts';
import { RejectReviewDialog } from './reject-review-dialog.tsx';
import { ReviewCard } from './review-card.tsx';

/** Reviews waiting for a moderator, oldest first: approve, or reject with a reason. */
export function PendingReviewsPanel() {
  const [page, setPage] = useState(1);
  const reviews = usePendingReviews(page);
  const approve = useDecision(useApproveReview(), MODERATION_TEXTS.approved);
  const rejectMutation = useRejectReview();
  const [rejecting, setRejecting] = useState<Review | null>(null);

  const handleReject = async (reason: string) => {
    if (!rejecting) return;
    // The dialog shows a refusal itself and stays open.
    await rejectMutation.trigger({ slug: rejecting.Slug, reason });
    setRejecting(null);
    toaster.create({ type: 'success', title: MODERATION_TEXTS.rejected });
  };

  return (
    <>
      <QueryState
        query={reviews}
        errorTitle={MODERATION_TEXTS.loadFailed}
        loading={<ListSkeleton count={3} label="Loading pending reviews" />}
        isEmpty={(data) => data.ratings.length === 0}
        empty={<EmptyState title={MODERATION_TEXTS.noPendingReviews} />}
      >
        {(data) => (
          <Stack gap="3">
            {data.ratings.map((review) => (
              <ReviewCard
                key={review.Id}
                review={review}
                isPending={approve.isPending || rejectMutation.isMutating}
                onApprove={(item) => void approve.run(item.Slug)}
                onReject={setRejecting}
              />
            ))}
            {data.countTotal > MODERATION_PAGE_SIZE && (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.countTotal / MODERATION_PAGE_SIZE)}
                onPageChange={setPage}
                label="Pending review pages"
              />
            )}
          </Stack>
        )}
      </QueryState>
      <RejectReviewDialog
        reviewTitle={rejecting?.Title ?? null}
        onClose={() => setRejecting(null)}
        onSubmit={handleReject}
      />
    </>
  );
}
