import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MEETING_TEXTS, type Meeting, type MeetingScope } from '@portal/shared-api';
import { MeetingCard } from './meeting-card.tsx';

type MeetingListProps = {
  scope: MeetingScope;
  meetings: Meeting[] | undefined;
  error: Error | undefined;
  now: Date;
  onRetry: () => void;
  onJoin: (meeting: Meeting) => void;
  onCopyLink: (meeting: Meeting) => void;
  onEdit: (meeting: Meeting) => void;
  onDelete: (meeting: Meeting) => void;
};

/** One tab's content: skeleton, failure with Try Again, the empty text, or the cards. */
export function MeetingList({ scope, meetings, error, now, onRetry, ...actions }: MeetingListProps) {
  if (error) {
    return (
      <Card.Root role="alert">
        <Card.Body gap="3">
          <Text fontWeight="semibold">Unable to load meetings</Text>
          <Text color="fg.muted">{error.message}</Text>
          <Button alignSelf="start" onClick={onRetry}>
            Try Again
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }
  if (!meetings) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading meetings">
        <Skeleton h="40" borderRadius="lg" />
        <Skeleton h="40" borderRadius="lg" />
      </Stack>
    );
  }
  if (meetings.length === 0) {
    return (
      <Text color="fg.muted" py="10" textAlign="center">
        {scope === 'upcoming' ? MEETING_TEXTS.noUpcoming : MEETING_TEXTS.noPast}
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {meetings.map((meeting) => (
        <MeetingCard key={meeting.Id} meeting={meeting} now={now} {...actions} />
      ))}
    </SimpleGrid>
  );
}
