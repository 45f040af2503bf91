import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { deleteCalendarFeed, getCalendar, getCalendarFeed, postCalendarFeed } from './client.ts';
import type { CalendarFeedStatus, CalendarRange } from './contract.ts';
import { calendarKeys } from './keys.ts';

/** The items between two instants (ISO); previous data stays on screen while the next range loads. */
export function useCalendar(from: string, to: string): ApiQuery<CalendarRange> {
  return useApiQuery(calendarKeys.list(from, to), () => getCalendar(from, to), { keepPreviousData: true });
}

export const useCalendarFeed = (): ApiQuery<CalendarFeedStatus> =>
  useApiQuery(calendarKeys.detail('feed'), getCalendarFeed);

/** The subscription's status only: the items of the calendar do not change with it. */
const invalidates = [
  { isKey: (key: unknown) => calendarKeys.isKey(key) && (key as unknown[])[1] === 'detail' },
];

export const useCreateCalendarFeed = () =>
  useApiMutation(calendarKeys.mutation('feed-create'), postCalendarFeed, { invalidates });

export const useRevokeCalendarFeed = () =>
  useApiMutation(calendarKeys.mutation('feed-revoke'), deleteCalendarFeed, { invalidates });
