import { formatDate } from '@portal/shared-api/core';
import { BUG_PRIORITY_LABELS, FEEDBACK_TYPE_LABELS } from '@portal/shared-api/help';
import { MODERATION_TEXTS, type QueuedFeedback } from '@portal/shared-api/moderation';
import { Badge, Button, Text } from '@portal/shared-ui';
import { StarRating } from '@portal/shared-ui/data';
import { QueueCard } from './queue-card.tsx';

export type FeedbackCardProps = {
  item: QueuedFeedback;
  isPending: boolean;
  onHandle: (item: QueuedFeedback) => void;
};

/** One feedback: its type, rating, subject and message, who sent it, and Mark handled. */
export function FeedbackCard({ item, isPending, onHandle }: FeedbackCardProps) {
  const email = item.Email ?? item.User?.Email ?? null;
  const handled = item.HandledAt
    ? ` · Handled${item.HandledBy ? ` by ${item.HandledBy.Name}` : ''} on ${formatDate(item.HandledAt)}`
    : '';
  return (
    <QueueCard
      title={item.Subject}
      eyebrow={
        <>
          <Badge>{FEEDBACK_TYPE_LABELS[item.Type].label}</Badge>
          {item.Priority ? (
            <Badge colorPalette="orange">Priority: {BUG_PRIORITY_LABELS[item.Priority]}</Badge>
          ) : null}
        </>
      }
      meta={`${email ? `From ${email} · ` : ''}Sent ${formatDate(item.CreatedAt)}${handled}`}
      actions={
        item.HandledAt ? null : (
          <Button
            size="sm"
            disabled={isPending}
            onClick={() => onHandle(item)}
            aria-label={`${MODERATION_TEXTS.markHandled}: ${item.Subject}`}
          >
            {MODERATION_TEXTS.markHandled}
          </Button>
        )
      }
    >
      {item.Rating > 0 ? <StarRating value={item.Rating} label="Rating" /> : null}
      <Text whiteSpace="pre-line">{item.Message}</Text>
    </QueueCard>
  );
}
