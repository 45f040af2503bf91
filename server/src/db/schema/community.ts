import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog.ts';
import { createdAt, id, inList, tz, updatedAt } from './columns.ts';
import { users } from './identity.ts';

export const MEETING_TYPES = ['one-on-one', 'group', 'webinar', 'course-session'] as const;
export const MEETING_STATUSES = ['scheduled', 'running', 'finished', 'stopped'] as const;
export const CONVERSATION_TYPES = ['direct', 'group'] as const;

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
    // The joinable code (02 §3 MeetingId); a meeting without one cannot be joined (02 §4).
    meetingId: text('meeting_id').unique(),
    passcode: text('passcode'),
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

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    type: text('type', { enum: CONVERSATION_TYPES }).notNull().default('direct'),
    // Group conversations have a title; direct ones are named after the other participant.
    title: text('title'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: tz('last_message_at'),
  },
  (t) => [
    index('conversations_created_by_id_idx').on(t.createdById),
    check('conversations_type_check', sql`${t.type} in ${inList(CONVERSATION_TYPES)}`),
  ],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    // UnreadCount = messages from others created after this instant.
    lastReadAt: tz('last_read_at'),
    joinedAt: tz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Plain text; empty only when the message carries attachments (checked by the service).
    content: text('content').notNull().default(''),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    editedAt: tz('edited_at'),
  },
  (t) => [
    index('messages_reply_to_id_idx').on(t.replyToId),
    index('messages_sender_id_idx').on(t.senderId),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    check('messages_content_length_check', sql`char_length(${t.content}) <= 5000`),
  ],
);

/** Files and images sent in a conversation (02 §2.7 attach): stored under a generated name, members only. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_attachments_message_id_idx').on(t.messageId),
    check('message_attachments_size_check', sql`${t.sizeBytes} between 1 and 10485760`),
  ],
);

/** A user's private calendar subscription (the iCal feed): only the token's hash is kept; revoking deletes it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
