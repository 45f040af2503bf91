// The caller's conversations (docs/product/messages.md#conversation): the list with unread counts and last
// messages, search by participant and message text, opening a direct conversation or starting a group one.
import { and, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type {
  Conversation,
  ConversationList,
  OpenConversationPayload,
} from '@portal/shared-api/contract/messages';
import { conversationParticipants, conversations, messageAttachments, messages } from './tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { containsPattern } from '../../core/like.ts';
import { membershipOf, unreadByMember } from './access.ts';
import { peopleByIds, toParticipant } from '../people/index.ts';
import { assertReachable } from './recipients.ts';

/** The conversations as the caller sees them; `only` narrows to some ids. */
async function conversationsOf(deps: Deps, userId: string, only?: string[]): Promise<Conversation[]> {
  // A list hides others' conversations that have no message yet; asking for one by id shows it.
  const mine = await deps.db
    .select({
      id: conversations.id,
      type: conversations.type,
      title: conversations.title,
      createdById: conversations.createdById,
      createdAt: conversations.createdAt,
      isPinned: conversationParticipants.isPinned,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(eq(conversationParticipants.userId, userId), only ? inArray(conversations.id, only) : undefined),
    );
  const ids = mine.map((row) => row.id);
  if (ids.length === 0) return [];
  const [members, lasts, unread] = await Promise.all([
    deps.db
      .select({
        conversationId: conversationParticipants.conversationId,
        userId: conversationParticipants.userId,
      })
      .from(conversationParticipants)
      .where(
        and(
          inArray(conversationParticipants.conversationId, ids),
          ne(conversationParticipants.userId, userId),
        ),
      ),
    deps.db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        content: messages.content,
        createdAt: messages.createdAt,
        senderId: messages.senderId,
        hasAttachments: sql<boolean>`exists (select 1 from ${messageAttachments} where ${messageAttachments.messageId} = ${messages.id})`,
      })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
    deps.db
      .select({ conversationId: messages.conversationId, total: count() })
      .from(messages)
      .innerJoin(
        conversationParticipants,
        and(
          eq(conversationParticipants.conversationId, messages.conversationId),
          eq(conversationParticipants.userId, userId),
        ),
      )
      .where(and(inArray(messages.conversationId, ids), unreadByMember))
      .groupBy(messages.conversationId),
  ]);
  const people = await peopleByIds(
    deps.db,
    members.map((row) => row.userId),
  );
  const now = deps.clock.now();
  const lastOf = new Map(lasts.map((row) => [row.conversationId, row]));
  const unreadOf = new Map(unread.map((row) => [row.conversationId, row.total]));
  return (
    mine
      // Others see a conversation in their list once its first message is there; its creator at once.
      .filter((row) => only || lastOf.has(row.id) || row.createdById === userId)
      .map((row): Conversation => {
        const last = lastOf.get(row.id);
        return {
          Id: row.id,
          Type: row.type,
          Title: row.title,
          Participants: members
            .filter((member) => member.conversationId === row.id && people.has(member.userId))
            .map((member) => toParticipant(people.get(member.userId)!, now)),
          IsPinned: row.isPinned,
          UnreadCount: unreadOf.get(row.id) ?? 0,
          LastMessage: last
            ? {
                Content: last.content,
                Timestamp: last.createdAt.toISOString(),
                SenderId: last.senderId,
                HasAttachments: last.hasAttachments,
              }
            : null,
        };
      })
      .sort(
        (a, b) =>
          Number(b.IsPinned) - Number(a.IsPinned) ||
          (b.LastMessage?.Timestamp ?? '').localeCompare(a.LastMessage?.Timestamp ?? ''),
      )
  );
}

/** Conversations whose messages contain the text. */
async function withMessageText(deps: Deps, ids: string[], needle: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await deps.db
    .selectDistinct({ id: messages.conversationId })
    .from(messages)
    .where(and(inArray(messages.conversationId, ids), ilike(messages.content, containsPattern(needle))));
  return new Set(rows.map((row) => row.id));
}

export async function listConversations(deps: Deps, userId: string, search = ''): Promise<ConversationList> {
  const all = await conversationsOf(deps, userId);
  const unread = all.reduce((sum, conversation) => sum + conversation.UnreadCount, 0);
  const needle = search.trim().toLowerCase();
  if (!needle) return { conversations: all, unread };
  const byText = await withMessageText(
    deps,
    all.map((conversation) => conversation.Id),
    needle,
  );
  const matches = (conversation: Conversation) =>
    byText.has(conversation.Id) ||
    (conversation.Title ?? '').toLowerCase().includes(needle) ||
    conversation.Participants.some((person) =>
      [person.Firstname, person.Lastname, person.Username].join(' ').toLowerCase().includes(needle),
    );
  return { conversations: all.filter(matches), unread };
}

/** The caller's unread messages across conversations (the sidebar's count). */
export async function unreadMessages(deps: Deps, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ total: count() })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(unreadByMember);
  return row?.total ?? 0;
}

export async function getConversation(deps: Deps, userId: string, id: string): Promise<Conversation> {
  await membershipOf(deps.db, userId, id);
  const [conversation] = await conversationsOf(deps, userId, [id]);
  if (!conversation) throw httpError(404, 'Conversation not found');
  return conversation;
}

/** The direct conversation of exactly these two people, if there is one. */
async function directBetween(deps: Deps, a: string, b: string): Promise<string | null> {
  const member = (userId: string) =>
    sql`exists (select 1 from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversations.id} and ${conversationParticipants.userId} = ${userId})`;
  const [row] = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.type, 'direct'), member(a), member(b)))
    .limit(1);
  return row?.id ?? null;
}

/** New Message: the existing direct conversation with one person, or a new one (direct or group). */
export async function openConversation(
  deps: Deps,
  userId: string,
  payload: OpenConversationPayload,
): Promise<{ conversation: Conversation; created: boolean }> {
  const others = payload.ParticipantIds.filter((id) => id !== userId);
  if (others.length === 0) throw httpError(400, 'Pick at least one person to message.');
  await assertReachable(deps, userId, others);
  if (others.length === 1) {
    const existing = await directBetween(deps, userId, others[0]!);
    if (existing) return { conversation: await getConversation(deps, userId, existing), created: false };
  }
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({
        type: others.length === 1 ? 'direct' : 'group',
        title: others.length === 1 ? null : payload.Title?.trim() || null,
        createdById: userId,
        createdAt: now,
      })
      .returning({ id: conversations.id });
    await tx
      .insert(conversationParticipants)
      .values(
        [userId, ...others].map((member) => ({ conversationId: row!.id, userId: member, joinedAt: now })),
      );
    return row!.id;
  });
  return { conversation: await getConversation(deps, userId, id), created: true };
}

export async function markRead(deps: Deps, userId: string, id: string): Promise<void> {
  await membershipOf(deps.db, userId, id);
  await deps.db
    .update(conversationParticipants)
    .set({ lastReadAt: deps.clock.now() })
    .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, userId)));
  await deps.events.publish('messages.changed', {
    conversationId: id,
    memberIds: [userId],
    kind: 'read',
    messageId: null,
    senderId: null,
  });
}

export async function setPinned(
  deps: Deps,
  userId: string,
  id: string,
  pinned: boolean,
): Promise<Conversation> {
  await membershipOf(deps.db, userId, id);
  await deps.db
    .update(conversationParticipants)
    .set({ isPinned: pinned })
    .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, userId)));
  return getConversation(deps, userId, id);
}
