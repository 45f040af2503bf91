import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { courses } from '../catalog/tables.ts';
import { createdAt, id, inList, tz, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

export const MEETING_TYPES = ['one-on-one', 'group', 'webinar', 'course-session'] as const;
export const MEETING_STATUSES = ['scheduled', 'running', 'finished', 'stopped'] as const;

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: tz('start_time').notNull(),
    endTime: tz('end_time').notNull(),
    type: text('type', { enum: MEETING_TYPES }).notNull().default('one-on-one'),
    isRecorded: boolean('is_recorded').notNull().default(false),
    status: text('status', { enum: MEETING_STATUSES }).notNull().default('scheduled'),
    // The joinable code (MeetingId: docs/product/meetings.md#meeting); a meeting without one cannot be
    // joined.
    meetingId: text('meeting_id').unique(),
    passcode: text('passcode'),
    // The video room's name: random and private (docs/product/meetings.md#the-video-room), unlike the
    // meeting ID every link and .ics carries. The default also fills in meetings made before it existed.
    roomName: text('room_name')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    meetingUrl: text('meeting_url'),
    recordingUrl: text('recording_url'),
    // When the 15-minute reminder went out; cleared when the meeting moves, so the new time gets one.
    remindedAt: tz('reminded_at'),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meetings_course_id_idx').on(t.courseId),
    index('meetings_host_start_idx').on(t.hostId, t.startTime),
    index('meetings_start_idx').on(t.startTime),
    check('meetings_type_check', sql`${t.type} in ${inList(MEETING_TYPES)}`),
    check('meetings_status_check', sql`${t.status} in ${inList(MEETING_STATUSES)}`),
    check('meetings_period_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** Invitees and joiners; a guest who joins by code has a name and email but no account. */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    id: id(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    joinedAt: tz('joined_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('meeting_participants_meeting_email_unique').on(t.meetingId, t.email),
    index('meeting_participants_user_idx').on(t.userId),
  ],
);
