import { useState } from 'react';
import { Link as RouterLink, useParams } from '@portal/shared-ui/router';
import { meetingIcsPath } from '@portal/shared-api/calendar';
import { MEETING_TEXTS, useInviteToMeeting, useMeeting } from '@portal/shared-api/meetings';
import { Button, Card, HStack, Link, Text, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { InviteDialog } from '../components/invite-dialog.tsx';
import { JoinMeetingDialog } from '../components/join-meeting-dialog.tsx';
import { MeetingDetails } from '../components/meeting-details.tsx';
import { useMeetingActions } from '../hooks/use-meeting-actions.ts';
import { useNow } from '../hooks/use-now.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /user/meetings/:id, where :id is the meeting's Id or the MeetingId a shared link carries. */
export function MeetingDetailsPage() {
  const { id } = useParams();
  const query = useMeeting(id);
  const now = useNow();
  const actions = useMeetingActions();
  const [joinOpen, setJoinOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const invite = useInviteToMeeting();

  return (
    <PageFrame
      title={query.data?.Title ?? 'Meeting'}
      back={
        <Link asChild fontSize="sm">
          <RouterLink to="/user/meetings">All meetings</RouterLink>
        </Link>
      }
    >
      <QueryState
        query={query}
        errorTitle="Unable to load the meeting"
        loading={<CardGridSkeleton count={1} columns={1} height="60" label="Loading meeting" />}
        notFound={
          // Someone who received the link but is not in the meeting yet can join it from here.
          <Card.Root role="alert">
            <Card.Body gap="3">
              <Text fontWeight="semibold">{MEETING_TEXTS.notFound}</Text>
              <Text color="fg.muted">
                If someone shared this link with you, join with the meeting's passcode.
              </Text>
              <Button alignSelf="start" onClick={() => setJoinOpen(true)}>
                Join Meeting
              </Button>
            </Card.Body>
          </Card.Root>
        }
      >
        {(meeting) => (
          <>
            <MeetingDetails
              meeting={meeting}
              now={now}
              isJoining={actions.isJoining}
              onJoin={(current) =>
                void actions.joinByCode(current.MeetingId ?? '', current.Passcode ?? undefined, false)
              }
              onCopyLink={(current) => void actions.copyLink(current)}
            />
            <HStack gap="2" wrap="wrap">
              {/* An .ics file of this meeting for Google Calendar, Outlook or Apple Calendar. */}
              <Button asChild variant="outline">
                <a href={meetingIcsPath(meeting.Id)} download>
                  Add to calendar
                </a>
              </Button>
              {meeting.isHost ? (
                <Button variant="outline" onClick={() => setInviteOpen(true)}>
                  Invite participants
                </Button>
              ) : null}
            </HStack>
            <InviteDialog
              open={inviteOpen}
              participantIds={meeting.Participants.map((person) => person.Id)}
              onClose={() => setInviteOpen(false)}
              onInvite={async (userIds) => {
                await invite.trigger({ id: meeting.Id, userIds });
                toaster.create({
                  type: 'success',
                  title: `Invited ${userIds.length} ${userIds.length === 1 ? 'person' : 'people'}`,
                });
              }}
            />
          </>
        )}
      </QueryState>
      <JoinMeetingDialog
        open={joinOpen}
        initialMeetingId={id && !UUID.test(id) ? id : ''}
        onClose={() => setJoinOpen(false)}
        onJoin={(values) => actions.joinByCode(values.meetingId, values.passcode || undefined)}
      />
    </PageFrame>
  );
}
