import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/http.ts';
import {
  deleteMeeting,
  getMeeting,
  getMeetings,
  joinMeeting,
  postMeeting,
  putMeeting,
} from '../client/meetings.ts';
import type {
  Meeting,
  MeetingJoinPayload,
  MeetingList,
  MeetingSchedulePayload,
  MeetingScope,
} from '../contract/meetings.ts';
import { dashboardKeys, meetingKeys } from './keys.ts';

type MutationOf<Data, Arg> = SWRMutationResponse<Data, ApiError, readonly unknown[], Arg>;

export function useMeetings(scope: MeetingScope): SWRResponse<MeetingList, ApiError> {
  return useSWR<MeetingList, ApiError>(meetingKeys.list(scope), () => getMeetings(scope));
}

export function useMeeting(id: string | undefined): SWRResponse<Meeting, ApiError> {
  return useSWR<Meeting, ApiError>(id ? meetingKeys.detail(id) : null, () => getMeeting(id as string));
}

/** Every meeting change refreshes both tabs, the meeting pages and the dashboard's upcoming list. */
function useInvalidateMeetings() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => meetingKeys.isKey(key) || dashboardKeys.isKey(key), undefined, {
      revalidate: true,
    });
}

export function useScheduleMeeting(): MutationOf<Meeting, MeetingSchedulePayload> {
  const invalidate = useInvalidateMeetings();
  return useSWRMutation<Meeting, ApiError, readonly unknown[], MeetingSchedulePayload>(
    meetingKeys.mutation('schedule'),
    async (_key, { arg }) => {
      const meeting = await postMeeting(arg);
      await invalidate();
      return meeting;
    },
  );
}

export function useUpdateMeeting(): MutationOf<Meeting, { id: string; payload: MeetingSchedulePayload }> {
  const invalidate = useInvalidateMeetings();
  return useSWRMutation<
    Meeting,
    ApiError,
    readonly unknown[],
    { id: string; payload: MeetingSchedulePayload }
  >(meetingKeys.mutation('update'), async (_key, { arg }) => {
    const meeting = await putMeeting(arg.id, arg.payload);
    await invalidate();
    return meeting;
  });
}

export function useDeleteMeeting(): MutationOf<void, string> {
  const invalidate = useInvalidateMeetings();
  return useSWRMutation<void, ApiError, readonly unknown[], string>(
    meetingKeys.mutation('delete'),
    async (_key, { arg }) => {
      await deleteMeeting(arg);
      await invalidate();
    },
  );
}

export function useJoinMeeting(): MutationOf<Meeting, MeetingJoinPayload> {
  const invalidate = useInvalidateMeetings();
  return useSWRMutation<Meeting, ApiError, readonly unknown[], MeetingJoinPayload>(
    meetingKeys.mutation('join'),
    async (_key, { arg }) => {
      const meeting = await joinMeeting(arg);
      await invalidate();
      return meeting;
    },
  );
}
