import { useState } from 'react';
import {
  MEETING_TEXTS,
  MEETING_TOAST_DURATION_MS,
  useMeetings,
  type Meeting,
  type MeetingScope,
} from '@portal/shared-api/meetings';
import { Button, EmptyState, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState, TabsWithCounts } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { JoinMeetingDialog } from '../components/join-meeting-dialog.tsx';
import { MeetingFormDialog } from '../components/meeting-form-dialog.tsx';
import { MeetingList } from '../components/meeting-list.tsx';
import { useMeetingActions } from '../hooks/use-meeting-actions.ts';
import { useNow } from '../hooks/use-now.ts';

const notifyError = (title: string, description?: string) =>
  toaster.create({ type: 'error', title, description, duration: MEETING_TOAST_DURATION_MS });

/** /user/meetings (docs/product/meetings.md#meetings-page). */
export function MeetingsPage() {
  const [scope, setScope] = useState<MeetingScope>('upcoming');
  const [editing, setEditing] = useState<Meeting | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Meeting | null>(null);
  const [joinOpen, setJoinOpen] = useState(false);
  const now = useNow();
  const meetings = useMeetings(scope);
  const actions = useMeetingActions();
  const counts = meetings.data?.counts;

  return (
    <PageFrame
      title="Meetings"
      actions={
        <>
          <Button variant="outline" onClick={() => setJoinOpen(true)}>
            Join Meeting
          </Button>
          <Button onClick={() => setEditing(null)}>Schedule Meeting</Button>
        </>
      }
    >
      <TabsWithCounts<MeetingScope>
        value={scope}
        onValueChange={setScope}
        countStyle="text"
        tabs={[
          { value: 'upcoming', label: 'Upcoming', count: counts?.upcoming },
          { value: 'past', label: 'Past', count: counts?.past },
        ]}
      >
        {(tab) => (
          <QueryState
            query={meetings}
            errorTitle="Unable to load meetings"
            loading={
              <CardGridSkeleton count={2} columns={{ base: 1, lg: 2 }} height="40" label="Loading meetings" />
            }
            isEmpty={(data) => data.meetings.length === 0}
            empty={
              <EmptyState title={tab === 'upcoming' ? MEETING_TEXTS.noUpcoming : MEETING_TEXTS.noPast} />
            }
          >
            {(data) => (
              <MeetingList
                meetings={data.meetings}
                now={now}
                onJoin={(meeting) =>
                  void actions.joinByCode(meeting.MeetingId ?? '', meeting.Passcode ?? undefined)
                }
                onCopyLink={(meeting) => void actions.copyLink(meeting)}
                onEdit={(meeting) => setEditing(meeting)}
                onDelete={(meeting) => setDeleting(meeting)}
              />
            )}
          </QueryState>
        )}
      </TabsWithCounts>
      <MeetingFormDialog
        open={editing !== undefined}
        meeting={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={async (values) => {
          if (await actions.save(editing ?? null, values)) setEditing(undefined);
        }}
        onInvalid={() => notifyError(MEETING_TEXTS.requiredFields)}
      />
      <JoinMeetingDialog
        open={joinOpen}
        onClose={() => setJoinOpen(false)}
        onJoin={(values) => actions.joinByCode(values.meetingId, values.passcode || undefined)}
        onInvalid={() => notifyError(MEETING_TEXTS.invalidMeetingId)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete meeting?"
        description={`“${deleting?.Title ?? ''}” will be removed for you and every participant.`}
        confirmLabel="Delete"
        destructive
        isPending={actions.isDeleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void actions.deleteOne(deleting).then((done) => done && setDeleting(null));
        }}
      />
    </PageFrame>
  );
}
