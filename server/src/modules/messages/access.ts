// Membership decides everything in Messages: a conversation the caller is not in does not exist for them (404).
import { and, eq, gt, isNull, ne, or, type SQL } from 'drizzle-orm';
import { MESSAGE_TEXTS } from '@portal/shared-api/contract/messages';
import type { Db, Tx } from '../../platform/db/client.ts';
import { conversationParticipants, messages } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';

export type Membership = typeof conversationParticipants.$inferSelect;

export async function membershipOf(db: Db | Tx, userId: string, conversationId: string): Promise<Membership> {
  const [row] = isUuid(conversationId)
    ? await db
        .select()
        .from(conversationParticipants)
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userId, userId),
          ),
        )
    : [];
  if (!row) throw httpError(404, MESSAGE_TEXTS.notMember);
  return row;
}

export async function memberIds(db: Db | Tx, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/**
 * A message is unread for a member (joined as `conversation_participants`) when someone else sent it after the
 * member last read the conversation. The list's counts, the sidebar's total and offline notices all use this.
 */
export const unreadByMember = and(
  ne(messages.senderId, conversationParticipants.userId),
  or(
    isNull(conversationParticipants.lastReadAt),
    gt(messages.createdAt, conversationParticipants.lastReadAt),
  ),
) as SQL;
