import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

export const CONVERSATION_TYPES = ['direct', 'group'] as const;

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

/**
 * Files and images sent in a conversation (docs/product/messages.md#attachments): stored under a generated
 * name, members only.
 */
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
