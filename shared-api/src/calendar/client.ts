// The Calendar (ours): the items of a range and the private iCal subscription.
import { http } from '@portal/shared-api/core';
import type { CalendarFeedCreated, CalendarFeedStatus, CalendarRange } from './contract.ts';

export function getCalendar(from: string, to: string): Promise<CalendarRange> {
  return http.get('calendar', { searchParams: { from, to } }).json<CalendarRange>();
}

export const getCalendarFeed = (): Promise<CalendarFeedStatus> =>
  http.get('calendar/feed').json<CalendarFeedStatus>();

export const postCalendarFeed = (): Promise<CalendarFeedCreated> =>
  http.post('calendar/feed').json<CalendarFeedCreated>();

export const deleteCalendarFeed = (): Promise<void> => http.delete('calendar/feed').void();
