// The notification inbox (docs/product/notifications.md#notification-rules): the caller's own notifications,
// newest first; read, unread, delete, all read. Filing one for someone else needs the administrator role.
// Every change reaches the live streams through the database's own trigger (migration 0010), whichever code
// made it.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, asc, sql } from 'drizzle-orm';
import {
  NOTIFICATION_TEXTS,
  type Notification,
  type NotificationCreate,
} from '@portal/shared-api/contract/notifications';
import type { Deps } from '../../core/deps.ts';
import { notifications } from './tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { fileNotification } from './file-notification.ts';
import type { NotificationCategory } from '@portal/shared-api/contract/notification-settings';
import { type Caller } from '../../core/caller.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export const notificationNotFound = () => httpError(404, NOTIFICATION_TEXTS.notFound);

export function toNotification(row: NotificationRow): Notification {
  return {
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    Message: row.message,
    Type: row.type,
    Priority: row.priority,
    IsRead: row.isRead,
    CreatedAt: row.createdAt.toISOString(),
    ActionUrl: row.actionUrl,
    CourseId: row.courseId,
  };
}

export async function listNotifications(deps: Deps, userId: string): Promise<Notification[]> {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(500);
  return rows.map(toNotification);
}

/** One of the caller's notifications by slug; anyone else's is a 404. */
export async function findOwnNotification(
  deps: Deps,
  caller: Caller,
  slug: string,
): Promise<NotificationRow> {
  const [row] = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.slug, slug), eq(notifications.userId, caller.id)))
    .limit(1);
  if (!row) throw notificationNotFound();
  return row;
}

/** Whom a new notification is for: the caller, or anyone when an administrator says so. */
export async function recipientOf(deps: Deps, caller: Caller, userId: string | undefined): Promise<string> {
  if (userId === undefined || userId === caller.id) return caller.id;
  if (caller.role !== 'administrator') throw httpError(403, NOTIFICATION_TEXTS.forSomeoneElse);
  const [user] = isUuid(userId)
    ? await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)
    : [];
  if (!user) throw httpError(404, 'User not found');
  return user.id;
}

/** Which preference switches an API-filed notification follows; the others are for the inbox only. */
const CATEGORY_OF_TYPE: Partial<Record<Notification['Type'], NotificationCategory>> = {
  course: 'courses',
  message: 'messages',
};

export const newNotificationSlug = (prefix = 'notification') => `${prefix}-${randomBytes(6).toString('hex')}`;

export async function createNotification(
  deps: Deps,
  caller: Caller,
  body: NotificationCreate,
): Promise<Notification> {
  const userId = await recipientOf(deps, caller, body.UserId);
  const type = body.Type ?? 'info';
  const row = await fileNotification(
    deps.db,
    {
      slug: newNotificationSlug(),
      userId,
      title: body.Title.trim(),
      message: body.Message.trim(),
      type,
      priority: body.Priority ?? 'medium',
      actionUrl: body.ActionUrl ?? null,
      category: CATEGORY_OF_TYPE[type] ?? null,
    },
    deps.clock.now(),
  );
  return toNotification(row!);
}

/**
 * Read and unread, the one thing a person changes on a notification
 * (docs/product/notifications.md#read-and-unread).
 */
export async function setNotificationRead(
  deps: Deps,
  caller: Caller,
  slug: string,
  isRead: boolean,
): Promise<Notification> {
  const stored = await findOwnNotification(deps, caller, slug);
  const [row] = await deps.db
    .update(notifications)
    .set({ isRead })
    .where(eq(notifications.id, stored.id))
    .returning();
  return toNotification(row!);
}

export async function deleteNotification(deps: Deps, caller: Caller, slug: string): Promise<void> {
  const stored = await findOwnNotification(deps, caller, slug);
  await deps.db.delete(notifications).where(eq(notifications.id, stored.id));
}

/** `PUT /notifications/mark-all-read/{userSlug}`: only the caller's own slug. */
export async function markAllRead(
  deps: Deps,
  caller: Caller,
  userSlug: string,
): Promise<{ Updated: number }> {
  const [me] = await deps.db.select({ slug: users.slug }).from(users).where(eq(users.id, caller.id)).limit(1);
  if (me?.slug !== userSlug) throw httpError(404, 'Not found');
  const updated = await deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, caller.id), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { Updated: updated.length };
}

export async function unreadCount(deps: Deps, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** What the live stream has not sent yet: filed after `seq`, oldest first. */
export async function notificationsAfter(
  deps: Deps,
  userId: string,
  seq: number,
): Promise<NotificationRow[]> {
  return deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq)))
    .orderBy(asc(notifications.seq))
    .limit(100);
}

export async function latestSeq(deps: Deps, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ seq: sql<number>`coalesce(max(${notifications.seq}), 0)`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.seq ?? 0;
}
