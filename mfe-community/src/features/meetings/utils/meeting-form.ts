// The schedule dialog's values (docs/product/meetings.md#meeting-form-rules) and the meeting card's course
// name: view logic of this page.
import {
  MEETING_DEFAULT_DURATION_MINUTES,
  type Meeting,
  type MeetingFormValues,
  type MeetingSchedulePayload,
} from '@portal/shared-api/meetings';

const MINUTE = 60_000;

/**
 * The course name is the text after 'Course:' in the description, up to the end of that line
 * (docs/product/meetings.md#meetings-page).
 */
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
