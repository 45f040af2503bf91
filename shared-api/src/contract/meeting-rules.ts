// Pure meeting rules (02 §4, §5) used by the page, the dashboard and the server alike.
import {
  MEETING_DEFAULT_DURATION_MINUTES,
  MEETING_JOIN_WINDOW_MINUTES,
  type Meeting,
  type MeetingFormValues,
  type MeetingSchedulePayload,
  type MeetingScope,
} from './meetings.ts';

const MINUTE = 60_000;

/** Upcoming: scheduled and starting in the future. Past: finished, or started already. */
export function meetingScope(meeting: Pick<Meeting, 'Status' | 'StartTime'>, now: Date): MeetingScope | null {
  const start = new Date(meeting.StartTime).getTime();
  if (meeting.Status === 'scheduled' && start > now.getTime()) return 'upcoming';
  if (meeting.Status === 'finished' || start <= now.getTime()) return 'past';
  return null;
}

/** Join opens 15 minutes before the start; a meeting without MeetingId or one that ended can't be joined. */
export function meetingJoinState(
  meeting: Pick<Meeting, 'Status' | 'StartTime' | 'MeetingId'>,
  now: Date,
): 'joinable' | 'not-started' | 'ended' | 'unavailable' {
  if (!meeting.MeetingId) return 'unavailable';
  if (meeting.Status === 'finished' || meeting.Status === 'stopped') return 'ended';
  const opensAt = new Date(meeting.StartTime).getTime() - MEETING_JOIN_WINDOW_MINUTES * MINUTE;
  return now.getTime() < opensAt ? 'not-started' : 'joinable';
}

/** 02 §2.8: the course name is the text after 'Course:' in the description, up to the end of that line. */
export function courseNameFromDescription(description: string | null | undefined): string | null {
  const match = /Course:\s*([^\n\r]+)/.exec(description ?? '');
  const name = match?.[1]?.trim();
  return name ? name : null;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Form values (local date and time) → the schedule payload with ISO start and end. */
export function toMeetingPayload(values: MeetingFormValues): MeetingSchedulePayload {
  const start = new Date(`${values.startDate}T${values.startTime}:00`);
  const duration = values.duration || MEETING_DEFAULT_DURATION_MINUTES;
  const description = values.description.trim();
  return {
    Title: values.title.trim(),
    Description: description ? description : null,
    StartTime: start.toISOString(),
    EndTime: new Date(start.getTime() + duration * MINUTE).toISOString(),
    Type: values.type,
    IsRecorded: values.isRecorded,
  };
}

/** A meeting (edit) or nothing (schedule: empty title, next full hour) → the dialog's initial values. */
export function toMeetingFormValues(meeting: Meeting | null, now: Date): MeetingFormValues {
  if (!meeting) {
    const next = new Date(now.getTime());
    next.setHours(next.getHours() + 1, 0, 0, 0);
    return {
      title: '',
      description: '',
      startDate: `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`,
      startTime: `${pad(next.getHours())}:00`,
      duration: MEETING_DEFAULT_DURATION_MINUTES,
      type: 'group',
      isRecorded: false,
    };
  }
  const start = new Date(meeting.StartTime);
  const minutes = Math.round((new Date(meeting.EndTime).getTime() - start.getTime()) / MINUTE);
  return {
    title: meeting.Title,
    description: meeting.Description ?? '',
    startDate: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
    startTime: `${pad(start.getHours())}:${pad(start.getMinutes())}`,
    duration: minutes > 0 ? minutes : MEETING_DEFAULT_DURATION_MINUTES,
    type: meeting.Type,
    isRecorded: meeting.IsRecorded,
  };
}
