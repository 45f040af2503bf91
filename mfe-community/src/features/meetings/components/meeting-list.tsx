import { type Meeting } from '@portal/shared-api/meetings';
import { SimpleGrid } from '@portal/shared-ui';
import { MeetingCard } from './meeting-card.tsx';

type MeetingListProps = {
  meetings: Meeting[];
  now: Date;
  onJoin: (meeting: Meeting) => void;
  onCopyLink: (meeting: Meeting) => void;
  onEdit: (meeting: Meeting) => void;
  onDelete: (meeting: Meeting) => void;
};

/** One tab's meetings as cards, two a row on wide screens. */
export function MeetingList({ meetings, now, ...actions }: MeetingListProps) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {meetings.map((meeting) => (
        <MeetingCard key={meeting.Id} meeting={meeting} now={now} {...actions} />
      ))}
    </SimpleGrid>
  );
}
