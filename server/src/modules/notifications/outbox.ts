// Sends the emails that are due (the delivery job, every minute and after each new notification). Rows are
// claimed with SKIP LOCKED, so several API processes never send one twice; a failed send is retried up to
// five times. Digest rows become one email per user.
import { inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { emailOutbox, notifications } from './tables.ts';
import { users } from '../users/tables.ts';
import type { Email, Mailer } from '../../platform/mail/mailer.ts';

const BATCH = 100;
const MAX_ATTEMPTS = 5;

type Claimed = {
  id: string;
  userId: string;
  toAddress: string | null;
  subject: string;
  body: string;
  digest: boolean;
  notificationId: string | null;
};

async function claimDue(deps: Deps): Promise<Claimed[]> {
  const now = deps.clock.now();
  const due = sql`select id from ${emailOutbox} where ${emailOutbox.sentAt} is null
    and ${emailOutbox.dueAt} <= ${now.toISOString()}::timestamptz and ${emailOutbox.attempts} < ${MAX_ATTEMPTS}
    order by ${emailOutbox.dueAt} limit ${BATCH} for update skip locked`;
  return deps.db
    .update(emailOutbox)
    .set({ sentAt: now, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(sql`${emailOutbox.id} in (${due})`)
    .returning({
      id: emailOutbox.id,
      userId: emailOutbox.userId,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      body: emailOutbox.body,
      digest: emailOutbox.digest,
      notificationId: emailOutbox.notificationId,
    });
}

function footer(publicUrl: string) {
  return `\n\n—\nYou get this email because of your notification settings: ${publicUrl}/user/notification-settings`;
}

/** The emails a claimed batch becomes, each with the rows it carries. */
async function compose(deps: Deps, rows: Claimed[]): Promise<{ email: Email; ids: string[] }[]> {
  const { publicUrl } = deps.config;
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const noteIds = rows.flatMap((row) => (row.notificationId ? [row.notificationId] : []));
  const [people, links] = await Promise.all([
    deps.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)),
    noteIds.length
      ? deps.db
          .select({ id: notifications.id, actionUrl: notifications.actionUrl })
          .from(notifications)
          .where(inArray(notifications.id, noteIds))
      : [],
  ]);
  const emailOf = new Map(people.map((person) => [person.id, person.email]));
  const linkOf = new Map(links.map((link) => [link.id, link.actionUrl]));
  const withLink = (row: Claimed) => {
    const path = row.notificationId ? linkOf.get(row.notificationId) : null;
    return path ? `${row.body}\n${publicUrl}${path}` : row.body;
  };
  const single = rows
    .filter((row) => !row.digest)
    .map((row) => ({
      email: {
        to: row.toAddress ?? emailOf.get(row.userId)!,
        subject: row.subject,
        text: withLink(row) + (row.notificationId ? footer(publicUrl) : ''),
      },
      ids: [row.id],
    }));
  const digests = userIds.flatMap((userId) => {
    const mine = rows.filter((row) => row.digest && row.userId === userId);
    if (mine.length === 0) return [];
    const items = mine.map((row) => `• ${row.subject}\n  ${withLink(row).replace(/\n/g, '\n  ')}`);
    return [
      {
        email: {
          to: emailOf.get(userId)!,
          subject: `Your Academy digest: ${mine.length} new notification${mine.length === 1 ? '' : 's'}`,
          text: items.join('\n\n') + footer(publicUrl),
        },
        ids: mine.map((row) => row.id),
      },
    ];
  });
  return [...single, ...digests];
}

export async function flushOutbox(deps: Deps, mailer: Mailer): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const rows = await claimDue(deps);
    if (rows.length === 0) break;
    for (const { email, ids } of await compose(deps, rows)) {
      try {
        await mailer.send(email);
        sent += 1;
      } catch (error) {
        failed += 1;
        await deps.db
          .update(emailOutbox)
          .set({ sentAt: null, lastError: String((error as Error).message ?? error).slice(0, 500) })
          .where(inArray(emailOutbox.id, ids));
      }
    }
    if (rows.length < BATCH) break;
  }
  return { sent, failed };
}
