// iCalendar files (RFC 5545) of the Calendar, made with ical-generator: the subscription feed and one
// meeting's download. Every event has a stable UID and a SEQUENCE that grows with each change, so calendar
// apps update the event they have rather than adding another.
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import { CALENDAR_KIND_LABELS, CALENDAR_TEXTS } from '@portal/shared-api/contract/calendar';
import { calendarPaths, type CalendarEntries, type CalendarMeeting } from './calendar.ts';

/** Calendar apps poll the feed; once an hour is plenty for meetings planned days ahead. */
const REFRESH_SECONDS = 3600;

export type IcsOptions = {
  /** The portal's origin, for the events' links ("https://academy.example"). */
  origin: string;
  /** The user's saved IANA zone; null when they follow their browser's. */
  timeZone: string | null;
  now: Date;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of an instant in a zone, and of the day after it. */
function dayIn(at: Date, timeZone: string): { day: string; next: string } {
  const d = new TZDate(at.getTime(), timeZone);
  const next = new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + 1, timeZone);
  const text = (x: Date) => `${x.getFullYear()}-${pad(x.getMonth() + 1)}-${pad(x.getDate())}`;
  return { day: text(d), next: text(next) };
}

/** Grows with every change of the meeting: seconds between its creation and its last update. */
export function meetingSequence(meeting: Pick<CalendarMeeting, 'createdAt' | 'updatedAt'>): number {
  return Math.max(0, Math.floor((meeting.updatedAt.getTime() - meeting.createdAt.getTime()) / 1000));
}

function newCalendar(name: string, { timeZone }: IcsOptions): ICalCalendar {
  return ical({
    name,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Academy', product: 'Student portal', language: 'EN' },
    ttl: REFRESH_SECONDS,
    ...(timeZone ? { x: { 'X-WR-TIMEZONE': timeZone } } : {}),
  });
}

function addMeeting(calendar: ICalCalendar, meeting: CalendarMeeting, { origin, now }: IcsOptions) {
  const url = `${origin}${calendarPaths.meeting(meeting.id)}`;
  const lines = [
    meeting.description.trim(),
    meeting.meetingId ? `Meeting ID: ${meeting.meetingId}` : '',
    url,
  ];
  calendar.createEvent({
    id: `meeting-${meeting.id}@academy`,
    sequence: meetingSequence(meeting),
    start: meeting.startTime,
    end: meeting.endTime,
    summary: meeting.title,
    description: lines.filter(Boolean).join('\n\n'),
    url,
    created: meeting.createdAt,
    lastModified: meeting.updatedAt,
    stamp: now,
  });
}

/** The user's whole calendar: meetings at their instants, goal deadlines on their day, courses when due. */
export function calendarIcs(entries: CalendarEntries, options: IcsOptions): string {
  const calendar = newCalendar(CALENDAR_TEXTS.feedName, options);
  const { origin, timeZone, now } = options;
  for (const meeting of entries.meetings) addMeeting(calendar, meeting, options);
  for (const goal of entries.goals) {
    // A deadline is the end of a day: a whole day in the user's zone, or the instant when the zone is the
    // browser's (which a calendar app cannot know).
    const day = timeZone ? dayIn(goal.deadline, timeZone) : null;
    calendar.createEvent({
      id: `goal-${goal.id}@academy`,
      ...(day ? { start: day.day, end: day.next, allDay: true } : { start: goal.deadline }),
      summary: `${CALENDAR_KIND_LABELS.goal}: ${goal.title}`,
      url: `${origin}${calendarPaths.goal()}`,
      stamp: now,
    });
  }
  for (const course of entries.courses) {
    calendar.createEvent({
      id: `course-${course.id}@academy`,
      start: course.dueAt,
      summary: `${CALENDAR_KIND_LABELS.course}: ${course.title}`,
      url: `${origin}${calendarPaths.course(course.slug)}`,
      stamp: now,
    });
  }
  return calendar.toString();
}

/** One meeting, for 'Add to calendar'. */
export function meetingIcs(meeting: CalendarMeeting, options: IcsOptions): string {
  const calendar = newCalendar(meeting.title, options);
  addMeeting(calendar, meeting, options);
  return calendar.toString();
}
