import { BUDDY_STATUS_LABELS, SOCIAL_TEXTS, type SocialBuddy } from '@portal/shared-api/social';
import { Badge, Button, Card, HStack, Stack, Text, Wrap } from '@portal/shared-ui';
import { Avatar, ProgressBar, StatusBadge } from '@portal/shared-ui/data';
import { STATUS_TONES } from '../utils/people.ts';
import { displayName } from '@portal/shared-api/core';

type BuddyCardProps = {
  buddy: SocialBuddy;
  onToggleFollow: (buddy: SocialBuddy) => void;
  isPending?: boolean;
};

/**
 * A study buddy (docs/product/social.md#study-buddies-tab): status, streak, compatibility, shared courses and
 * the follow toggle.
 */
export function BuddyCard({ buddy, onToggleFollow, isPending = false }: BuddyCardProps) {
  const name = displayName(buddy);
  return (
    <Card.Root as="article" aria-label={name}>
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <Avatar name={name} src={buddy.Avatar} decorative />
          <Stack gap="1" flex="1" minW="0">
            <Text fontWeight="semibold">{name}</Text>
            <Text fontSize="sm" color="fg.muted">
              @{buddy.Username}
            </Text>
            <Wrap gap="2">
              <StatusBadge
                status={buddy.Status}
                tone={STATUS_TONES[buddy.Status]}
                label={BUDDY_STATUS_LABELS[buddy.Status]}
              />
              {buddy.IsFriend ? <Badge colorPalette="purple">Friends</Badge> : null}
            </Wrap>
          </Stack>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>
            Study streak: {buddy.StudyStreak} {buddy.StudyStreak === 1 ? 'day' : 'days'}
          </Text>
          <Text>Courses completed: {buddy.CoursesCompleted}</Text>
          {buddy.CurrentCourses.length > 0 ? (
            <Text>Shared courses: {buddy.CurrentCourses.join(', ')}</Text>
          ) : null}
        </Stack>
        <ProgressBar value={buddy.CompatibilityScore} label="Compatibility" valuePlacement="end" />
        <Button
          size="sm"
          variant={buddy.IsFollowing ? 'outline' : 'solid'}
          aria-label={`${buddy.IsFollowing ? SOCIAL_TEXTS.unfollow : SOCIAL_TEXTS.follow} ${name}`}
          loading={isPending}
          onClick={() => onToggleFollow(buddy)}
        >
          {buddy.IsFollowing ? SOCIAL_TEXTS.unfollow : SOCIAL_TEXTS.follow}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
