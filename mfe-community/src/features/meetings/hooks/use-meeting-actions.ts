import { useNavigate } from '@portal/shared-ui/router';
import { displayName, useAuth } from '@portal/shared-api/core';
import {
  MEETING_TEXTS,
  MEETING_TOAST_DURATION_MS,
  useDeleteMeeting,
  useJoinMeeting,
  useScheduleMeeting,
  useUpdateMeeting,
  type Meeting,
  type MeetingFormValues,
} from '@portal/shared-api/meetings';
import { toaster } from '@portal/shared-ui';
import { toMeetingPayload } from '../utils/meeting-form.ts';

function notify(type: 'success' | 'error', title: string, description?: string) {
  toaster.create({ type, title, description, duration: MEETING_TOAST_DURATION_MS });
}

/** Join, copy link, schedule or edit, and delete, with their toasts (docs/product/meetings.md#texts). */
export function useMeetingActions() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const join = useJoinMeeting();
  const remove = useDeleteMeeting();
  const schedule = useScheduleMeeting();
  const update = useUpdateMeeting();

  const joinByCode = async (meetingId: string, passcode?: string, openAfter = true): Promise<boolean> => {
    if (!meetingId.trim()) {
      notify('error', MEETING_TEXTS.invalidMeetingId);
      return false;
    }
    try {
      const name = user ? displayName(user) : '';
      const meeting = await join.trigger({
        meetingId: meetingId.trim(),
        ...(passcode ? { passcode } : {}),
        participant: { Name: name, Email: user?.Email ?? '' },
      });
      notify('success', MEETING_TEXTS.joined);
      // Joining opens the meeting's video room in a new tab; the portal shows the meeting's page meanwhile.
      if (meeting.RoomUrl) window.open(meeting.RoomUrl, '_blank', 'noopener,noreferrer');
      if (openAfter) navigate(`/user/meetings/${meeting.Id}`);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      notify(
        'error',
        message === MEETING_TEXTS.invalidMeetingId ? message : MEETING_TEXTS.joinFailed,
        message,
      );
      return false;
    }
  };

  const copyLink = async (meeting: Meeting) => {
    if (!meeting.MeetingUrl) return;
    try {
      await navigator.clipboard.writeText(new URL(meeting.MeetingUrl, window.location.origin).href);
      notify('success', MEETING_TEXTS.linkCopied);
    } catch {
      notify('error', 'Could not copy the meeting link');
    }
  };

  /** Schedules a meeting, or saves the one being edited; true once saved. */
  const save = async (editing: Meeting | null, values: MeetingFormValues): Promise<boolean> => {
    try {
      const payload = toMeetingPayload(values);
      if (editing) await update.trigger({ id: editing.Id, payload });
      else await schedule.trigger(payload);
      notify('success', editing ? 'Meeting updated successfully' : MEETING_TEXTS.scheduled);
      return true;
    } catch (error) {
      notify('error', MEETING_TEXTS.scheduleFailed, error instanceof Error ? error.message : undefined);
      return false;
    }
  };

  const deleteOne = async (meeting: Meeting): Promise<boolean> => {
    try {
      await remove.trigger(meeting.Id);
      notify('success', MEETING_TEXTS.deleted);
      return true;
    } catch (error) {
      notify('error', MEETING_TEXTS.deleteFailed, error instanceof Error ? error.message : undefined);
      return false;
    }
  };

  return {
    joinByCode,
    copyLink,
    save,
    deleteOne,
    isJoining: join.isMutating,
    isDeleting: remove.isMutating,
  };
}
