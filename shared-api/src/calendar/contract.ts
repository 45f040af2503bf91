// The Calendar (ours, issue 14): labels, limits and texts the page and the server share.
import type { CalendarItemKind } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';

/** One request covers at most this many days (a month grid needs 42, the agenda 31). */
export const CALENDAR_MAX_RANGE_DAYS = 100;

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const CALENDAR_VIEW_LABELS: Record<CalendarView, string> = {
  month: 'Month',
  week: 'Week',
  agenda: 'Agenda',
};

export const CALENDAR_KIND_LABELS: Record<CalendarItemKind, string> = {
  meeting: 'Meeting',
  goal: 'Goal deadline',
  course: 'Course due',
};

export const CALENDAR_TEXTS = {
  loadFailed: 'Unable to load your calendar',
  empty: 'Nothing scheduled in this period',
  emptyHint: 'Meetings, goal deadlines and course due dates show up here.',
  rangeOrder: 'The end of the range must come after its start.',
  rangeTooLong: `Choose a range of at most ${CALENDAR_MAX_RANGE_DAYS} days.`,
  feedNotFound: 'This calendar link is not valid any more. Create a new one on the Calendar page.',
  feedName: 'Academy',
  feedTitle: 'Subscribe to your calendar',
  feedIntro:
    'Add your meetings, goal deadlines and course due dates to Google Calendar, Outlook or Apple Calendar with a private link. Anyone with the link can see these events, so keep it to yourself.',
  feedNone: 'You have no subscription link yet.',
  feedActive: 'A subscription link is active.',
  feedShownOnce: 'Copy the link now: for your safety it is shown only once.',
  feedCreated: 'Subscription link created',
  feedReplaced: 'A new link replaces the old one; calendars using the old one stop updating.',
  feedCopied: 'Link copied to clipboard',
  feedCopyFailed: 'Could not copy the link. Select it and copy it by hand.',
  feedRevoked: 'Subscription link revoked: calendars using it stop updating.',
  feedFailed: 'Could not change your subscription link',
} as const;

/** The `.ics` file of one meeting (owner or participant only), for an 'Add to calendar' link. */
export const meetingIcsPath = (id: string): string => `/api/meetings/${encodeURIComponent(id)}/ics`;
