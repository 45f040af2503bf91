// Membership decides everything in Messages: a conversation the caller is not in does not exist for them (404).
import { and, eq } from 'drizzle-orm';
import { MESSAGE_TEXTS } from '@portal/shared-api/contract/message-rules';
import type { Db, Tx } from '../../db/client.ts';
import { conversationParticipants } from '../../db/schema/index.ts';
import { httpError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

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
