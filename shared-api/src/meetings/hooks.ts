import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  deleteMeeting,
  getMeeting,
  getMeetings,
  joinMeeting,
  postMeetingParticipants,
  postMeeting,
  putMeeting,
} from './client.ts';
import type { Meeting, MeetingList, MeetingSchedulePayload, MeetingScope } from './contract.ts';
import { dashboardKeys } from '../dashboard/keys.ts';
import { meetingKeys } from './keys.ts';

export function useMeetings(scope: MeetingScope): ApiQuery<MeetingList> {
  return useApiQuery(meetingKeys.list(scope), () => getMeetings(scope));
}

export function useMeeting(id: string | undefined): ApiQuery<Meeting> {
  return useApiQuery(id ? meetingKeys.detail(id) : null, () => getMeeting(id as string));
}

/** Every meeting change refreshes both tabs, the meeting pages and the dashboard's upcoming list. */
const invalidates = [meetingKeys, dashboardKeys];

export function useScheduleMeeting() {
  return useApiMutation(meetingKeys.mutation('schedule'), postMeeting, { invalidates });
}

export function useUpdateMeeting() {
  return useApiMutation(
    meetingKeys.mutation('update'),
    ({ id, payload }: { id: string; payload: MeetingSchedulePayload }) => putMeeting(id, payload),
    { invalidates },
  );
}

export function useDeleteMeeting() {
  return useApiMutation(meetingKeys.mutation('delete'), deleteMeeting, { invalidates });
}

export function useJoinMeeting() {
  return useApiMutation(meetingKeys.mutation('join'), joinMeeting, { invalidates });
}

export function useInviteToMeeting() {
  return useApiMutation(
    meetingKeys.mutation('invite'),
    ({ id, userIds }: { id: string; userIds: string[] }) => postMeetingParticipants(id, userIds),
    { invalidates },
  );
}
