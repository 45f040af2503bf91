// Meetings (docs/product/meetings.md): the one source of field names, rules and texts shared by the
// meetings page, the dashboard and the server.
import { boolean, number, object, string, type InferType } from 'yup';

import type { Meeting } from './schemas.ts';
export type * from './schemas.ts';
import type { MEETING_STATUSES, MEETING_SCOPES } from './constants.ts';
import { MEETING_TYPES } from './constants.ts';
export * from './constants.ts';
export type MeetingType = (typeof MEETING_TYPES)[number];

export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  'one-on-one': 'One-on-one',
  group: 'Group',
  webinar: 'Webinar',
  'course-session': 'Course session',
};
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** A meeting can be joined from this many minutes before its start (docs/product/meetings.md#join-rules). */
export const MEETING_JOIN_WINDOW_MINUTES = 15;
export const MEETING_DEFAULT_DURATION_MINUTES = 60;
export const MEETING_DURATION_OPTIONS = [15, 30, 45, 60, 90, 120] as const;
/** Meeting toasts last 3 seconds (docs/product/meetings.md#texts). */
export const MEETING_TOAST_DURATION_MS = 3000;

export const MEETING_TEXTS = {
  requiredFields: 'Please fill in all required fields',
  scheduleFailed: 'Failed to schedule meeting',
  invalidMeetingId: 'Invalid meeting ID',
  joinFailed: 'Failed to join meeting',
  deleteFailed: 'Failed to delete meeting',
  scheduled: 'Meeting scheduled successfully!',
  joined: 'Joined meeting successfully!',
  linkCopied: 'Meeting link copied to clipboard!',
  deleted: 'Meeting deleted successfully',
  noUpcoming: 'No upcoming meetings',
  noPast: 'No past meetings',
  notStarted: 'Not Started',
  notJoinableYet: `This meeting opens ${MEETING_JOIN_WINDOW_MINUTES} minutes before its start.`,
  ended: 'This meeting has ended.',
  wrongPasscode: 'The passcode is incorrect.',
  notFound: 'The requested meeting could not be found.',
  hostOnly: 'Only the host can change this meeting.',
  tooManyJoins: (after: string) => `Too many attempts to join this meeting. Try again in ${after}.`,
  passcodeLocked: (minutes: number) =>
    `Too many wrong passcodes for this meeting. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
export type MeetingScope = (typeof MEETING_SCOPES)[number];

const required = MEETING_TEXTS.requiredFields;

/** An ISO date-time the JSON schema let through; the rule keeps it a string (the payload's type). */
const isDate = (value: string | undefined) => value === undefined || !Number.isNaN(Date.parse(value));

/** Server-side rules for the schedule payload; the message is the product's own. */
export const meetingPayloadSchema = object({
  Title: string().trim().required(required).max(200),
  Description: string().nullable().max(2000),
  StartTime: string().required(required).test('date', required, isDate),
  EndTime: string()
    .test('date', 'The end time must be a date', isDate)
    .test('after-start', 'The meeting must end after it starts', (end, ctx) => {
      const start = ctx.parent.StartTime as string | undefined;
      return !end || !start || Date.parse(end) > Date.parse(start);
    }),
  Type: string().oneOf(MEETING_TYPES, 'Choose a meeting type').required(required),
  IsRecorded: boolean().required(),
});

/**
 * The schedule/edit dialog: title, start date and start time are required
 * (docs/product/meetings.md#meeting-form-rules).
 */
export const meetingFormSchema = object({
  title: string().trim().required(required).max(200),
  description: string().max(2000).default(''),
  startDate: string()
    .required(required)
    .matches(/^\d{4}-\d{2}-\d{2}$/, required),
  startTime: string()
    .required(required)
    .matches(/^\d{2}:\d{2}$/, required),
  duration: number()
    .integer()
    .min(5)
    .max(24 * 60)
    .default(MEETING_DEFAULT_DURATION_MINUTES),
  type: string().oneOf(MEETING_TYPES).required(required).default('group'),
  isRecorded: boolean().default(false),
});
export type MeetingFormValues = {
  title: string;
  description: string;
  startDate: string;
  startTime: string;
  duration: number;
  type: MeetingType;
  isRecorded: boolean;
};

/** The join dialog: the meeting ID is required ('Invalid meeting ID'), the passcode optional. */
export const meetingJoinFormSchema = object({
  meetingId: string().trim().required(MEETING_TEXTS.invalidMeetingId),
  passcode: string().trim().default(''),
});
export type MeetingJoinFormValues = InferType<typeof meetingJoinFormSchema>;

/** Server-side rules for POST /api/meetings/join: the dialog's, plus the participant the client sends. */
export const meetingJoinPayloadSchema = meetingJoinFormSchema.shape({
  participant: object({
    Name: string().trim().required(required),
    Email: string().trim().email('Enter a valid email address').required(required),
  }),
});

// When a meeting can be joined: the rule the page and the server share (docs/product/meetings.md#join-rules).
const MINUTE = 60_000;

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
