import { Button, Card, HStack, Link, Text } from '@portal/shared-ui';
import { formatDate, formatTime } from '@portal/shared-api/core';
import {
  MEETING_TEXTS,
  MEETING_TYPE_LABELS,
  meetingJoinState,
  type Meeting,
} from '@portal/shared-api/meetings';
import { courseNameFromDescription } from '../utils/meeting-form.ts';

type MeetingDetailsProps = {
  meeting: Meeting;
  now: Date;
  isJoining: boolean;
  onJoin: (meeting: Meeting) => void;
  onCopyLink: (meeting: Meeting) => void;
};

/** Everything about one meeting (its title is the page's), with Join (from 15 minutes before) and Copy Link. */
export function MeetingDetails({ meeting, now, isJoining, onJoin, onCopyLink }: MeetingDetailsProps) {
  const joinState = meetingJoinState(meeting, now);
  const course = courseNameFromDescription(meeting.Description);
  const participants = meeting.Participants.map((p) => p.Name || p.Username).join(', ');
  return (
    <Card.Root>
      <Card.Body gap="3">
        {meeting.Description ? <Text color="fg.muted">{meeting.Description}</Text> : null}
        <Text>
          {formatDate(meeting.StartTime)} · {formatTime(meeting.StartTime)} – {formatTime(meeting.EndTime)}
        </Text>
        <Text>
          Type: {MEETING_TYPE_LABELS[meeting.Type]}
          {meeting.IsRecorded ? ' · Recorded' : ''}
        </Text>
        <Text>Host: {meeting.Host.Username}</Text>
        {course ? <Text>Course: {course}</Text> : null}
        <Text>Participants: {participants || 'None yet'}</Text>
        {meeting.MeetingId ? <Text>Meeting ID: {meeting.MeetingId}</Text> : null}
        {meeting.Passcode ? <Text>Passcode: {meeting.Passcode}</Text> : null}
        {meeting.RecordingUrl ? <Link href={meeting.RecordingUrl}>Watch the recording</Link> : null}
        <HStack gap="2">
          {joinState === 'ended' ? (
            <Text color="fg.muted">{MEETING_TEXTS.ended}</Text>
          ) : (
            <Button disabled={joinState !== 'joinable'} loading={isJoining} onClick={() => onJoin(meeting)}>
              {joinState === 'not-started' ? MEETING_TEXTS.notStarted : 'Join'}
            </Button>
          )}
          <Button variant="outline" disabled={!meeting.MeetingUrl} onClick={() => onCopyLink(meeting)}>
            Copy Link
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
