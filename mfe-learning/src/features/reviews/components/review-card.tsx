// One review on My Reviews: what it is about (linked where it is shown), its status (pending until a
// moderator approves it, rejected with the reason), the stars, title, text and date, and the actions menu.
import { Badge, Card, HStack, Link, Stack, Text } from '@portal/shared-ui';
import { StarRating, StatusBadge } from '@portal/shared-ui/data';
import { ActionsMenu } from '@portal/shared-ui/overlays';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { REVIEW_STATUS_LABELS, STAR_LABELS, type Review } from '@portal/shared-api/reviews';

const TONES = { published: 'success', pending: 'warning', rejected: 'danger' } as const;
const TYPE_LABELS = { course: 'Course', instructor: 'Instructor', content: 'Lesson' } as const;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export type ReviewAction = 'edit' | 'delete';
const ACTIONS = [
  { value: 'edit', label: 'Edit' },
  { value: 'delete', label: 'Delete', danger: true },
] as const satisfies readonly { value: ReviewAction; label: string; danger?: boolean }[];

export function ReviewCard({
  review,
  onAction,
}: {
  review: Review;
  onAction: (action: ReviewAction, review: Review) => void;
}) {
  const subject = review.Entity.Title || 'Removed';
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Badge variant="outline">{TYPE_LABELS[review.EntityType]}</Badge>
              {review.Entity.Url ? (
                <Link asChild fontWeight="semibold" color="blue.700" _dark={{ color: 'blue.300' }}>
                  <RouterLink to={review.Entity.Url}>{subject}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="semibold">{subject}</Text>
              )}
            </HStack>
            <HStack gap="2">
              <StarRating value={review.Score} label={`${review.Title} rating`} />
              <Text textStyle="sm" color="fg.muted">
                {STAR_LABELS[review.Score]}
              </Text>
            </HStack>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <StatusBadge
              status={review.Status}
              tone={TONES[review.Status]}
              label={REVIEW_STATUS_LABELS[review.Status]}
            />
            <ActionsMenu
              label={`Actions for ${review.Title}`}
              items={ACTIONS}
              onSelect={(action) => onAction(action, review)}
            />
          </HStack>
        </HStack>
        <Stack gap="1">
          <Text fontWeight="semibold">{review.Title}</Text>
          <Text textStyle="sm" whiteSpace="pre-line">
            {review.Review}
          </Text>
        </Stack>
        {review.Status === 'rejected' && review.RejectionReason ? (
          <Text textStyle="sm" color="red.700" _dark={{ color: 'red.300' }}>
            Not published: {review.RejectionReason}. Edit it to send it for review again.
          </Text>
        ) : null}
        <HStack gap="3" textStyle="xs" color="fg.muted" wrap="wrap">
          <Text>
            Written {dateFormat.format(new Date(review.CreatedAt))}
            {review.UpdatedAt > review.CreatedAt
              ? ` · edited ${dateFormat.format(new Date(review.UpdatedAt))}`
              : ''}
          </Text>
          <Text>
            {review.HelpfulCount} {review.HelpfulCount === 1 ? 'person' : 'people'} found this helpful
          </Text>
          {review.IsVerified ? <Text>Verified learner</Text> : null}
          {review.IsFeatured ? <Badge colorPalette="purple">Featured</Badge> : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
