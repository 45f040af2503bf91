// Every notification the server files goes through here (issue 13 "delivery honours them"): it is stored for
// the inbox (the live stream follows from the database trigger), and its email is planned from the user's
// preferences into the outbox, which the delivery job sends when due.
import type { NotificationCategory } from '@portal/shared-api/contract/notification-settings';
import type { Db, Tx } from '../../platform/db/client.ts';
import { emailOutbox, notifications } from './tables.ts';
import { notificationSettingsOf } from '../notification-settings/index.ts';
import { planEmail } from './delivery-plan.ts';

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'seq' | 'createdAt'> & {
  category?: NotificationCategory | null;
};
type NotificationRow = typeof notifications.$inferSelect;

/** Files a notification; null when its slug already exists (a notice filed once, e.g. an achievement). */
export async function fileNotification(
  db: Db | Tx,
  values: NewNotification,
  now: Date,
): Promise<NotificationRow | null> {
  const [row] = await db
    .insert(notifications)
    .values({ ...values, category: values.category ?? null, createdAt: now })
    .onConflictDoNothing({ target: notifications.slug })
    .returning();
  if (!row) return null;
  const plan = planEmail(await notificationSettingsOf(db, row.userId), row.category, now);
  if (plan)
    await db.insert(emailOutbox).values({
      userId: row.userId,
      notificationId: row.id,
      subject: row.title,
      body: row.message,
      digest: plan.digest,
      dueAt: plan.dueAt,
      createdAt: now,
    });
  return row;
}

/** An email that is not a notification's (a security alert, a confirmation link): due at once. */
export async function queueEmail(
  db: Db | Tx,
  email: { userId: string; subject: string; body: string; toAddress?: string; notificationId?: string },
  now: Date,
): Promise<void> {
  await db.insert(emailOutbox).values({ ...email, digest: false, dueAt: now, createdAt: now });
}
