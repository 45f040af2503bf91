import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { courses } from '../catalog/tables.ts';
import { createdAt, id, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '@portal/shared-api/contract/notifications';
import { NOTIFICATION_CATEGORIES } from '@portal/shared-api/contract/notification-settings';

// The lists are the contract's (shared-api), so the database checks exactly what the API accepts.

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    // The order notifications were filed in: the live stream's event id, so a browser reconnecting with
    // Last-Event-ID gets exactly those it missed (docs/architecture.md#live-events).
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull().default('info'),
    priority: text('priority', { enum: NOTIFICATION_PRIORITIES }).notNull().default('medium'),
    isRead: boolean('is_read').notNull().default(false),
    actionUrl: text('action_url'),
    // Which preference switches decide its email (docs/product/notification-settings.md#categories); null: a
    // security or system notice.
    category: text('category', { enum: NOTIFICATION_CATEGORIES }),
    // Set for course notifications (docs/product/notifications.md#course-notification).
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_course_id_idx').on(t.courseId),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
    check('notifications_type_check', sql`${t.type} in ${inList(NOTIFICATION_TYPES)}`),
    check('notifications_priority_check', sql`${t.priority} in ${inList(NOTIFICATION_PRIORITIES)}`),
    check(
      'notifications_category_check',
      sql`${t.category} is null or ${t.category} in ${inList(NOTIFICATION_CATEGORIES)}`,
    ),
  ],
);

/**
 * Emails waiting to go out (docs/product/notification-settings.md#delivery): one row per email, due now,
 * after quiet hours or at the next digest. The delivery job sends what is due; a digest row is folded into
 * one email per user.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    // Null: the user's sign-in address; set for a recovery address being confirmed.
    toAddress: text('to_address'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    digest: boolean('digest').notNull().default(false),
    dueAt: tz('due_at').notNull(),
    sentAt: tz('sent_at'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
    index('email_outbox_user_idx').on(t.userId),
    index('email_outbox_notification_idx').on(t.notificationId),
  ],
);
