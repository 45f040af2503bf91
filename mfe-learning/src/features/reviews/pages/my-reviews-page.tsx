// /user/reviews (docs/product/reviews.md#my-reviews): the learner's reviews (the 50 latest by the chosen
// sort), their figures, search, the type and course filters, four tabs by moderation status, and each
// review's edit and delete. A new or edited review waits for a moderator: it shows as pending until approved.
import { useState } from 'react';
import { Button, EmptyState, Stack } from '@portal/shared-ui';
import { ListSkeleton, PageFrame, QueryState, TabsWithCounts } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { Link as RouterLink, useNavigate } from '@portal/shared-ui/router';
import { useAuth } from '@portal/shared-api/core';
import { REVIEW_TEXTS, useReviews, type Review } from '@portal/shared-api/reviews';
import { ReviewCard, type ReviewAction } from '../components/review-card.tsx';
import { ReviewStats } from '../components/review-stats.tsx';
import { ReviewsToolbar } from '../components/reviews-toolbar.tsx';
import { filterReviews, inTab, reviewedCourses } from '../hooks/filter-reviews.ts';
import { useDeleteReviewAction } from '../hooks/use-delete-review.ts';
import { REVIEW_TABS, useReviewsParams, type ReviewTab } from '../hooks/use-reviews-params.ts';

const TAB_LABELS: Record<ReviewTab, string> = {
  all: 'All',
  published: 'Published',
  pending: 'Pending',
  rejected: 'Rejected',
};

export function MyReviewsPage() {
  const userId = useAuth().user?.Id;
  const { params, set } = useReviewsParams();
  const reviews = useReviews(userId, params.sort);
  const navigate = useNavigate();
  const { destroy, deleting: isDeleting } = useDeleteReviewAction();
  const [deleting, setDeleting] = useState<Review | null>(null);

  const onAction = (action: ReviewAction, review: Review) => {
    if (action === 'edit') void navigate(`/reviews/edit/${encodeURIComponent(review.Slug)}`);
    else setDeleting(review);
  };
  const writeButton = (
    <Button asChild>
      <RouterLink to="/reviews/write">Write Review</RouterLink>
    </Button>
  );

  return (
    <PageFrame
      title="My Reviews"
      description="What you thought of your courses and instructors. Reviews are published once a moderator approves them."
      actions={writeButton}
    >
      <ReviewStats stats={reviews.data?.stats} />
      <ReviewsToolbar params={params} courses={reviewedCourses(reviews.data?.ratings ?? [])} onChange={set} />
      <QueryState
        query={reviews}
        errorTitle={REVIEW_TEXTS.loadFailed}
        loading={<ListSkeleton count={4} label="Loading reviews" />}
      >
        {(data) => {
          if (data.ratings.length === 0)
            return (
              <EmptyState
                title={REVIEW_TEXTS.none}
                description="Share what you think of a course you follow: it helps other learners choose."
                action={writeButton}
              />
            );
          const shown = filterReviews(data.ratings, params);
          return (
            <TabsWithCounts
              tabs={REVIEW_TABS.map((tab) => ({
                value: tab,
                label: TAB_LABELS[tab],
                count: inTab(shown, tab).length,
              }))}
              value={params.tab}
              onValueChange={(tab) => set({ tab }, true)}
            >
              {(tab) => {
                const list = inTab(shown, tab);
                if (list.length === 0) return <EmptyState title={REVIEW_TEXTS.noMatch} />;
                return (
                  <Stack as="ul" gap="3" listStyleType="none" aria-label={`${TAB_LABELS[tab]} reviews`}>
                    {list.map((review) => (
                      <ReviewCard key={review.Id} review={review} onAction={onAction} />
                    ))}
                  </Stack>
                );
              }}
            </TabsWithCounts>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this review?"
        description={deleting ? `“${deleting.Title}” will be deleted. This action cannot be undone.` : ''}
        confirmLabel="Delete"
        destructive
        isPending={isDeleting}
        onConfirm={() => {
          if (deleting) void destroy(deleting).then(() => setDeleting(null));
        }}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
