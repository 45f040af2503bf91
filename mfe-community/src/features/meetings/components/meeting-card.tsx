import { Badge, Button, Card, HStack, Stack, Text, Wrap } from '@portal/shared-ui';
import { StatusBadge } from '@portal/shared-ui/data';
import { formatDate, formatTime } from '@portal/shared-api/core';
import {
  MEETING_TEXTS,
  MEETING_TYPE_LABELS,
  meetingJoinState,
  type Meeting,
} from '@portal/shared-api/meetings';
import { courseNameFromDescription } from '../utils/meeting-form.ts';

type MeetingCardProps = {
  meeting: Meeting;
  now: Date;
  onJoin: (meeting: Meeting) => void;
  onCopyLink: (meeting: Meeting) => void;
  onEdit: (meeting: Meeting) => void;
  onDelete: (meeting: Meeting) => void;
};

/**
 * One meeting (docs/product/meetings.md#meetings-page): details, Join (from 15 minutes before), Copy Link,
 * and host-only Edit/Delete.
 */
export function MeetingCard({ meeting, now, onJoin, onCopyLink, onEdit, onDelete }: MeetingCardProps) {
  const start = new Date(meeting.StartTime);
  const end = new Date(meeting.EndTime);
  const joinState = meetingJoinState(meeting, now);
  const course = courseNameFromDescription(meeting.Description);
  const participants = meeting.Participants.map((p) => p.Name || p.Username);

  return (
    <Card.Root as="article" aria-label={meeting.Title}>
      <Card.Body gap="3">
        {/* The badges go under the title where both do not fit (a phone). */}
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0" flex="1 1 14rem">
            <Text as="h3" fontWeight="semibold" fontSize="lg">
              {meeting.Title}
            </Text>
            {meeting.Description ? <Text color="fg.muted">{meeting.Description}</Text> : null}
          </Stack>
          <Wrap gap="2" justify="end">
            <Badge>{MEETING_TYPE_LABELS[meeting.Type]}</Badge>
            {meeting.IsRecorded ? <StatusBadge status="Recorded" tone="danger" /> : null}
          </Wrap>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>
            {formatDate(start)} · {formatTime(start)} – {formatTime(end)}
          </Text>
          <Text>Host: {meeting.Host.Username}</Text>
          <Text>Participants: {participants.length > 0 ? participants.join(', ') : 'None yet'}</Text>
          {course ? <Text>Course: {course}</Text> : null}
          {meeting.MeetingId ? <Text color="fg.muted">Meeting ID: {meeting.MeetingId}</Text> : null}
        </Stack>
        <Wrap gap="2">
          {joinState === 'ended' ? null : (
            <Button size="sm" disabled={joinState !== 'joinable'} onClick={() => onJoin(meeting)}>
              {joinState === 'not-started' ? MEETING_TEXTS.notStarted : 'Join'}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={!meeting.MeetingUrl}
            onClick={() => onCopyLink(meeting)}
          >
            Copy Link
          </Button>
          {meeting.isHost ? (
            <>
              <Button size="sm" variant="outline" onClick={() => onEdit(meeting)}>
                Edit
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(meeting)}>
                Delete
              </Button>
            </>
          ) : null}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
