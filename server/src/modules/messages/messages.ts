// Messages of a conversation (docs/product/messages.md#sending): pages of history (older ones on scroll up),
// sending with a reply target, deleting one's own. Every change goes to the members' tabs over the events
// channel; members who are offline also get a notification, which their preferences may turn into an email
// (docs/product/notification-settings.md#delivery).
import { and, asc, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Message, MessagePage, SendMessagePayload } from '@portal/shared-api/contract/messages';
import { MESSAGE_PAGE_SIZE, MESSAGE_TEXTS } from '@portal/shared-api/contract/messages';
import type { Db, Tx } from '../../platform/db/client.ts';
import { conversationParticipants, conversations, messageAttachments, messages } from './tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { withoutControlChars } from '../../core/sanitize.ts';
import { fileNotification } from '../notifications/index.ts';
import { memberIds, membershipOf, unreadByMember } from './access.ts';
import { toAttachment } from './attachment-files.ts';
import { attachmentKey } from '../../core/storage-keys.ts';
import { displayNameOf, peopleByIds, presenceOf } from '../people/index.ts';

const replied = alias(messages, 'replied');
const repliedSender = alias(users, 'replied_sender');

async function readMessages(db: Db | Tx, userId: string, where: ReturnType<typeof and>, limit: number) {
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      content: messages.content,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
      replyId: replied.id,
      replyContent: replied.content,
      replyFirstname: repliedSender.firstname,
      replyLastname: repliedSender.lastname,
      replyUsername: repliedSender.username,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .leftJoin(replied, eq(replied.id, messages.replyToId))
    .leftJoin(repliedSender, eq(repliedSender.id, replied.senderId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  const files = rows.length
    ? await db
        .select()
        .from(messageAttachments)
        .where(
          inArray(
            messageAttachments.messageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(messageAttachments.createdAt))
    : [];
  return rows.map((row): Message => ({
    Id: row.id,
    ConversationId: row.conversationId,
    Content: row.content,
    CreatedAt: row.createdAt.toISOString(),
    Sender: { Id: row.senderId, Firstname: row.firstname, Lastname: row.lastname, Username: row.username },
    ReplyTo: row.replyId
      ? {
          Id: row.replyId,
          Content: row.replyContent ?? '',
          SenderName: displayNameOf({
            firstname: row.replyFirstname,
            lastname: row.replyLastname,
            username: row.replyUsername ?? '',
          }),
        }
      : null,
    Attachments: files.filter((file) => file.messageId === row.id).map(toAttachment),
    IsOwn: row.senderId === userId,
  }));
}

/** The newest page, or the page before `before`; oldest first. */
export async function listMessages(
  deps: Deps,
  userId: string,
  conversationId: string,
  query: { before?: string; limit?: number },
): Promise<MessagePage> {
  await membershipOf(deps.db, userId, conversationId);
  const limit = Math.min(query.limit ?? MESSAGE_PAGE_SIZE, 100);
  let older: ReturnType<typeof and> = undefined;
  if (query.before) {
    const [anchor] = isUuid(query.before)
      ? await deps.db
          .select({ id: messages.id, createdAt: messages.createdAt })
          .from(messages)
          .where(and(eq(messages.id, query.before), eq(messages.conversationId, conversationId)))
      : [];
    if (!anchor) throw httpError(400, 'That message is not in this conversation; reload the conversation.');
    older = or(
      lt(messages.createdAt, anchor.createdAt),
      and(eq(messages.createdAt, anchor.createdAt), lt(messages.id, anchor.id)),
    );
  }
  const rows = await readMessages(
    deps.db,
    userId,
    and(eq(messages.conversationId, conversationId), older),
    limit + 1,
  );
  return { messages: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export async function messageById(db: Db | Tx, userId: string, id: string): Promise<Message> {
  const [message] = await readMessages(db, userId, eq(messages.id, id), 1);
  return message!;
}

/** Plain text as typed: control characters other than line breaks and tabs are dropped. */
function cleanText(text: string): string {
  return withoutControlChars(text, '\n\r\t').trimEnd();
}

/**
 * Stores a message (with files already written, for attachments) and tells the members; returns it.
 * `files` are the attachment rows to store with it.
 */
export async function storeMessage(
  deps: Deps,
  userId: string,
  conversationId: string,
  input: {
    content: string;
    replyToId?: string | null;
    files?: Omit<typeof messageAttachments.$inferInsert, 'messageId'>[];
  },
): Promise<Message> {
  await membershipOf(deps.db, userId, conversationId);
  const content = cleanText(input.content);
  const files = input.files ?? [];
  if (content.trim().length === 0 && files.length === 0) throw httpError(400, MESSAGE_TEXTS.emptyMessage);
  if (input.replyToId) {
    const [target] = await deps.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, input.replyToId), eq(messages.conversationId, conversationId)));
    if (!target) throw httpError(400, 'The message you reply to is no longer in this conversation.');
  }
  const now = deps.clock.now();
  const message = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId,
        senderId: userId,
        content,
        replyToId: input.replyToId ?? null,
        createdAt: now,
      })
      .returning({ id: messages.id });
    if (files.length > 0)
      await tx.insert(messageAttachments).values(files.map((file) => ({ ...file, messageId: row!.id })));
    await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversationId));
    // What one sends, one has read.
    await tx
      .update(conversationParticipants)
      .set({ lastReadAt: now })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, userId),
        ),
      );
    return messageById(tx, userId, row!.id);
  });
  const members = await memberIds(deps.db, conversationId);
  await deps.events.publish('messages.changed', {
    conversationId,
    memberIds: members,
    kind: 'created',
    messageId: message.Id,
    senderId: userId,
  });
  await notifyOffline(
    deps,
    message,
    members.filter((id) => id !== userId),
  );
  return message;
}

export function sendMessage(deps: Deps, userId: string, conversationId: string, payload: SendMessagePayload) {
  if (payload.Content.trim().length === 0) throw httpError(400, MESSAGE_TEXTS.emptyMessage);
  return storeMessage(deps, userId, conversationId, {
    content: payload.Content,
    replyToId: payload.ReplyToId,
  });
}

/**
 * Members with no portal open learn of the message from a notification (and maybe an email): once per
 * conversation until they read it, not once per message.
 */
async function notifyOffline(deps: Deps, message: Message, recipients: string[]): Promise<void> {
  const waiting = recipients.length
    ? await deps.db
        .select({ userId: conversationParticipants.userId, unread: count(messages.id) })
        .from(conversationParticipants)
        .leftJoin(
          messages,
          and(eq(messages.conversationId, conversationParticipants.conversationId), unreadByMember),
        )
        .where(
          and(
            eq(conversationParticipants.conversationId, message.ConversationId),
            inArray(conversationParticipants.userId, recipients),
          ),
        )
        .groupBy(conversationParticipants.userId)
    : [];
  const firstUnread = waiting.filter((row) => row.unread === 1).map((row) => row.userId);
  const people = await peopleByIds(deps.db, firstUnread);
  const now = deps.clock.now();
  const sender = displayNameOf({
    firstname: message.Sender.Firstname,
    lastname: message.Sender.Lastname,
    username: message.Sender.Username,
  });
  const preview =
    message.Content.trim() || `Sent ${message.Attachments.map((file) => file.FileName).join(', ')}`;
  for (const person of people.values()) {
    if (presenceOf(person.choice, person.lastActiveAt, now) !== 'offline') continue;
    await fileNotification(
      deps.db,
      {
        slug: `message-${message.Id}-${person.id}`,
        userId: person.id,
        title: `New message from ${sender}`,
        message: preview.length > 140 ? `${preview.slice(0, 139)}…` : preview,
        type: 'message',
        priority: 'medium',
        actionUrl: `/user/messages?conversation=${message.ConversationId}`,
        category: 'messages',
      },
      now,
    );
  }
}

/**
 * Only the sender deletes a message (docs/product/messages.md#sender-only-actions); a member asking for
 * another's is refused, others get a 404.
 */
export async function deleteMessage(deps: Deps, userId: string, id: string): Promise<void> {
  const [row] = isUuid(id)
    ? await deps.db
        .select({ conversationId: messages.conversationId, senderId: messages.senderId })
        .from(messages)
        .where(eq(messages.id, id))
    : [];
  if (!row) throw httpError(404, 'Message not found');
  await membershipOf(deps.db, userId, row.conversationId).catch(() => {
    throw httpError(404, 'Message not found');
  });
  if (row.senderId !== userId) throw httpError(403, MESSAGE_TEXTS.deleteOwnOnly);
  const files = await deps.db
    .select({ storageKey: messageAttachments.storageKey })
    .from(messageAttachments)
    .where(eq(messageAttachments.messageId, id));
  await deps.db.delete(messages).where(eq(messages.id, id));
  await deps.storage.delete(files.map((file) => attachmentKey(file.storageKey)));
  await deps.events.publish('messages.changed', {
    conversationId: row.conversationId,
    memberIds: await memberIds(deps.db, row.conversationId),
    kind: 'deleted',
    messageId: id,
    senderId: userId,
  });
}
