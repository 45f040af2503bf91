import { useState } from 'react';
import {
  MEETING_TEXTS,
  MEETING_TOAST_DURATION_MS,
  toMeetingPayload,
  useMeetings,
  useScheduleMeeting,
  useUpdateMeeting,
  type Meeting,
  type MeetingFormValues,
  type MeetingScope,
} from '@portal/shared-api/meetings';
import { ConfirmDialog, PageHeader, toaster, Button, Stack, Tabs } from '@portal/shared-ui';
import { JoinMeetingDialog } from '../components/join-meeting-dialog.tsx';
import { MeetingFormDialog } from '../components/meeting-form-dialog.tsx';
import { MeetingList } from '../components/meeting-list.tsx';
import { useMeetingActions } from '../hooks/use-meeting-actions.ts';
import { useNow } from '../hooks/use-now.ts';

const notifyError = (title: string, description?: string) =>
  toaster.create({ type: 'error', title, description, duration: MEETING_TOAST_DURATION_MS });

/** /user/meetings (02 §2.8). */
export function MeetingsPage() {
  const [scope, setScope] = useState<MeetingScope>('upcoming');
  const [editing, setEditing] = useState<Meeting | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Meeting | null>(null);
  const [joinOpen, setJoinOpen] = useState(false);
  const now = useNow();
  const { data, error, mutate } = useMeetings(scope);
  const schedule = useScheduleMeeting();
  const update = useUpdateMeeting();
  const actions = useMeetingActions();

  const handleSave = async (values: MeetingFormValues) => {
    try {
      const payload = toMeetingPayload(values);
      if (editing) await update.trigger({ id: editing.Id, payload });
      else await schedule.trigger(payload);
      toaster.create({
        type: 'success',
        title: editing ? 'Meeting updated successfully' : MEETING_TEXTS.scheduled,
        duration: MEETING_TOAST_DURATION_MS,
      });
      setEditing(undefined);
      return true;
    } catch (failure) {
      notifyError(MEETING_TEXTS.scheduleFailed, failure instanceof Error ? failure.message : undefined);
      return false;
    }
  };

  const count = (tab: MeetingScope) => (data ? ` (${data.counts[tab]})` : '');

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }}>
      <PageHeader
        title="Meetings"
        actions={
          <>
            <Button variant="outline" onClick={() => setJoinOpen(true)}>
              Join Meeting
            </Button>
            <Button onClick={() => setEditing(null)}>Schedule Meeting</Button>
          </>
        }
      />
      <Tabs.Root value={scope} onValueChange={(details) => setScope(details.value as MeetingScope)}>
        <Tabs.List>
          <Tabs.Trigger value="upcoming">Upcoming{count('upcoming')}</Tabs.Trigger>
          <Tabs.Trigger value="past">Past{count('past')}</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <MeetingList
        scope={scope}
        meetings={data?.meetings}
        error={error}
        now={now}
        onRetry={() => void mutate()}
        onJoin={(meeting) => void actions.joinByCode(meeting.MeetingId ?? '', meeting.Passcode ?? undefined)}
        onCopyLink={(meeting) => void actions.copyLink(meeting)}
        onEdit={(meeting) => setEditing(meeting)}
        onDelete={(meeting) => setDeleting(meeting)}
      />
      <MeetingFormDialog
        open={editing !== undefined}
        meeting={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={handleSave}
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
    </Stack>
  );
}
