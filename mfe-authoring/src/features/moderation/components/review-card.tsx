import { formatDate } from '@portal/shared-api/core';
import { MODERATION_TEXTS } from '@portal/shared-api/moderation';
import type { Review } from '@portal/shared-api/reviews';
import { Badge, Button, Link, Text } from '@portal/shared-ui';
import { StarRating } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { QueueCard } from './queue-card.tsx';

export type ReviewCardProps = {
  review: Review;
  isPending: boolean;
  onApprove: (review: Review) => void;
  onReject: (review: Review) => void;
};

/** A review waiting for moderation: what it is about, the score and the words, Approve and Reject. */
export function ReviewCard({ review, isPending, onApprove, onReject }: ReviewCardProps) {
  const entity = review.Entity.Url ? (
    <Link asChild>
      <RouterLink to={review.Entity.Url}>{review.Entity.Title}</RouterLink>
    </Link>
  ) : (
    review.Entity.Title
  );
  return (
    <QueueCard
      title={review.Title}
      eyebrow={
        <>
          <Text fontSize="sm">{entity}</Text>
          {review.IsVerified ? <Badge colorPalette="green">Verified learner</Badge> : null}
        </>
      }
      meta={`Written ${formatDate(review.CreatedAt)}`}
      actions={
        <>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={isPending}
            onClick={() => onReject(review)}
            aria-label={`${MODERATION_TEXTS.reject} ${review.Title}`}
          >
            {MODERATION_TEXTS.reject}
          </Button>
          <Button
            size="sm"
            disabled={isPending}
            onClick={() => onApprove(review)}
            aria-label={`${MODERATION_TEXTS.approve} ${review.Title}`}
          >
            {MODERATION_TEXTS.approve}
          </Button>
        </>
      }
    >
      <StarRating value={review.Score} label="Score" />
      <Text whiteSpace="pre-line">{review.Review}</Text>
    </QueueCard>
  );
}
