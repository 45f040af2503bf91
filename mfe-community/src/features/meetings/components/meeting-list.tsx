import { MEETING_TEXTS, type Meeting, type MeetingScope } from '@portal/shared-api/meetings';
import { ErrorCard, SimpleGrid, Skeleton, Stack, Text } from '@portal/shared-ui';
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
    return <ErrorCard title="Unable to load meetings" message={error.message} onRetry={onRetry} />;
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
