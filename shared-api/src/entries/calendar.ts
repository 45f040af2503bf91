// @portal/shared-api/calendar: the Calendar (ours, issue 14) and its iCal subscription.
export * from '../contract/calendar.ts';
export * from '../client/calendar.ts';
export * from '../hooks/use-calendar.ts';
export { calendarKeys } from '../hooks/keys.ts';
