import { timeAgo } from '@portal/shared-api/core';
import { GROUP_PRIVACY_LABELS, SOCIAL_TEXTS, type SocialGroup } from '@portal/shared-api/social';
import { Badge, Button, Card, HStack, Stack, Text, Wrap } from '@portal/shared-ui';

type GroupCardProps = {
  group: SocialGroup;
  onJoin: (group: SocialGroup) => void;
  onLeave: (group: SocialGroup) => void;
  onRequests: (group: SocialGroup) => void;
};

/** The action a person can take: join (or ask to), leave, withdraw a request; nothing for the creator. */
function MembershipButton({ group, onJoin, onLeave }: Omit<GroupCardProps, 'onRequests'>) {
  if (group.isCreator) return null;
  if (group.Membership) {
    // The same element as Join, so keyboard focus stays on it; without the fade from solid to outline,
    // whose halfway colours give the label too little contrast.
    return (
      <Button size="sm" variant="outline" transitionProperty="none" onClick={() => onLeave(group)}>
        {group.Membership === 'pending' ? SOCIAL_TEXTS.cancelRequest : SOCIAL_TEXTS.leave}
      </Button>
    );
  }
  const isFull = group.MemberCount >= group.MaxMembers;
  return (
    <Button size="sm" disabled={isFull} transitionProperty="none" onClick={() => onJoin(group)}>
      {group.Privacy === 'private' ? SOCIAL_TEXTS.requestToJoin : SOCIAL_TEXTS.join}
    </Button>
  );
}

/**
 * A study group (docs/product/social.md#study-groups-tab): members of the maximum, privacy, tags, and join or
 * leave.
 */
export function GroupCard({ group, onJoin, onLeave, onRequests }: GroupCardProps) {
  const isFull = group.MemberCount >= group.MaxMembers;
  return (
    <Card.Root as="article" aria-label={group.Username}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text as="h3" fontWeight="semibold" fontSize="lg">
              {group.Username}
            </Text>
            {group.CourseName ? (
              <Text fontSize="sm" color="fg.muted">
                {group.CourseName}
              </Text>
            ) : null}
          </Stack>
          <Wrap gap="2" justify="end">
            <Badge colorPalette={group.Privacy === 'private' ? 'orange' : 'green'} variant="subtle">
              {GROUP_PRIVACY_LABELS[group.Privacy]}
            </Badge>
            {isFull ? <Badge colorPalette="red">{SOCIAL_TEXTS.full}</Badge> : null}
          </Wrap>
        </HStack>
        {group.Description ? <Text>{group.Description}</Text> : null}
        <Stack gap="1" fontSize="sm">
          <Text>
            {group.MemberCount}/{group.MaxMembers} members
          </Text>
          <Text color="fg.muted">
            Created by @{group.CreatedBy.Username}
            {group.RecentActivity ? ` · active ${timeAgo(group.RecentActivity)}` : ''}
          </Text>
        </Stack>
        {group.Tags.length > 0 ? (
          <Wrap gap="2" aria-label="Tags">
            {group.Tags.map((tag) => (
              <Badge key={tag} variant="outline">
                #{tag}
              </Badge>
            ))}
          </Wrap>
        ) : null}
        <Wrap gap="2" align="center">
          {group.IsJoined ? <Badge colorPalette="blue">Member</Badge> : null}
          {group.Membership === 'pending' ? <Badge colorPalette="orange">Request pending</Badge> : null}
          <MembershipButton group={group} onJoin={onJoin} onLeave={onLeave} />
          {group.isCreator ? (
            <Button size="sm" variant="outline" onClick={() => onRequests(group)}>
              Requests ({group.PendingRequests})
            </Button>
          ) : null}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
