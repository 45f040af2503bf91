import { useState } from 'react';
import { Link as RouterLink, useParams } from '@portal/shared-ui/router';
import { MEETING_TEXTS, useMeeting } from '@portal/shared-api/meetings';
import { Button, Card, Link, Text } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
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
          <MeetingDetails
            meeting={meeting}
            now={now}
            isJoining={actions.isJoining}
            onJoin={(current) =>
              void actions.joinByCode(current.MeetingId ?? '', current.Passcode ?? undefined, false)
            }
            onCopyLink={(current) => void actions.copyLink(current)}
          />
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
