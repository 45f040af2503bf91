import { useState } from 'react';
import { Button, Card, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  MEETING_TEXTS,
  MEETING_TYPE_LABELS,
  courseNameFromDescription,
  meetingJoinState,
  useMeeting,
} from '@portal/shared-api';
import { JoinMeetingDialog } from '../components/join-meeting-dialog.tsx';
import { useMeetingActions } from '../hooks/use-meeting-actions.ts';
import { useNow } from '../hooks/use-now.ts';

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'full',
  timeStyle: 'short',
  hour12: false,
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hour12: false });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /user/meetings/:id: one meeting the user hosts or joined, with Join and Copy Link. */
export function MeetingDetailsPage() {
  const { id } = useParams();
  const { data: meeting, error, mutate } = useMeeting(id);
  const now = useNow();
  const actions = useMeetingActions();
  const [joinOpen, setJoinOpen] = useState(false);

  let content;
  if (error) {
    content = (
      <Card.Root role="alert">
        <Card.Body gap="3">
          <Text fontWeight="semibold">
            {error.status === 404 ? MEETING_TEXTS.notFound : 'Unable to load the meeting'}
          </Text>
          {error.status === 404 ? null : <Text color="fg.muted">{error.message}</Text>}
          {error.status === 404 ? null : (
            <Button alignSelf="start" onClick={() => void mutate()}>
              Try Again
            </Button>
          )}
        </Card.Body>
      </Card.Root>
    );
  } else if (!meeting) {
    content = <Skeleton h="60" borderRadius="lg" aria-label="Loading meeting" />;
  } else {
    const joinState = meetingJoinState(meeting, now);
    const course = courseNameFromDescription(meeting.Description);
    content = (
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h1" size="xl">
            {meeting.Title}
          </Heading>
          {meeting.Description ? <Text color="fg.muted">{meeting.Description}</Text> : null}
          <Text>
            {dateTimeFormat.format(new Date(meeting.StartTime))} –{' '}
            {timeFormat.format(new Date(meeting.EndTime))}
          </Text>
          <Text>
            Type: {MEETING_TYPE_LABELS[meeting.Type]}
            {meeting.IsRecorded ? ' · Recorded' : ''}
          </Text>
          <Text>Host: {meeting.Host.Username}</Text>
          {course ? <Text>Course: {course}</Text> : null}
          <Text>
            Participants: {meeting.Participants.map((p) => p.Name || p.Username).join(', ') || 'None yet'}
          </Text>
          {meeting.MeetingId ? <Text>Meeting ID: {meeting.MeetingId}</Text> : null}
          {meeting.Passcode ? <Text>Passcode: {meeting.Passcode}</Text> : null}
          {meeting.RecordingUrl ? (
            <Link href={meeting.RecordingUrl} colorPalette="blue">
              Watch the recording
            </Link>
          ) : null}
          <HStack gap="2">
            {joinState === 'ended' ? (
              <Text color="fg.muted">{MEETING_TEXTS.ended}</Text>
            ) : (
              <Button
                colorPalette="blue"
                disabled={joinState !== 'joinable'}
                loading={actions.isJoining}
                onClick={() =>
                  void actions.joinByCode(meeting.MeetingId ?? '', meeting.Passcode ?? undefined, false)
                }
              >
                {joinState === 'not-started' ? MEETING_TEXTS.notStarted : 'Join'}
              </Button>
            )}
            <Button
              variant="outline"
              disabled={!meeting.MeetingUrl}
              onClick={() => void actions.copyLink(meeting)}
            >
              Copy Link
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }}>
      <Link asChild colorPalette="blue" fontSize="sm">
        <RouterLink to="/user/meetings">All meetings</RouterLink>
      </Link>
      {content}
      <JoinMeetingDialog
        open={joinOpen}
        initialMeetingId={id && !UUID.test(id) ? id : ''}
        onClose={() => setJoinOpen(false)}
        onJoin={(values) => actions.joinByCode(values.meetingId, values.passcode || undefined)}
        onInvalid={() => undefined}
      />
    </Stack>
  );
}
