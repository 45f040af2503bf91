// One browser tab's live messages (issue 14): new and deleted messages of the person's conversations, their
// unread count and the presence of the people they talk with, all on the tab's one stream (`/api/events`).
// The open tab is also what makes the person "online": it touches their activity every minute.
import type { SSEReplyInterface } from '@fastify/sse';
import type { LiveMessageEvent, LivePresenceEvent } from '@portal/shared-api/contract/messages';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { conversationParticipants } from './tables.ts';
import type { Deps } from '../../core/deps.ts';
import { unreadMessages } from './conversations.ts';
import { touchPresence } from './presence.ts';

export const ACTIVITY_TOUCH_MS = 60_000;

/** Everyone who shares a conversation with the person: whose presence they see. */
async function partnersOf(deps: Deps, userId: string): Promise<Set<string>> {
  const mine = deps.db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  const rows = await deps.db
    .selectDistinct({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        inArray(conversationParticipants.conversationId, mine),
        ne(conversationParticipants.userId, userId),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

export async function liveMessages(deps: Deps, sse: SSEReplyInterface, userId: string): Promise<void> {
  const partners = await partnersOf(deps, userId);
  let queue = Promise.resolve();
  const send = (work: () => Promise<void>) => {
    queue = queue
      .then(async () => {
        if (sse.isConnected) await work();
      })
      .catch((error: unknown) => {
        if (sse.isConnected) console.error('live messages failed', error);
      });
  };
  const sendUnread = async () => {
    await sse.send({ event: 'messages-unread', data: { count: await unreadMessages(deps, userId) } });
  };

  const stopMessages = deps.events.subscribe('messages.changed', (change) => {
    if (!change.memberIds.includes(userId)) return;
    for (const id of change.memberIds) if (id !== userId) partners.add(id);
    send(async () => {
      if (change.kind !== 'read' && change.messageId && change.senderId) {
        const data: LiveMessageEvent = {
          ConversationId: change.conversationId,
          MessageId: change.messageId,
          Kind: change.kind,
          SenderId: change.senderId,
        };
        await sse.send({ event: 'message', data });
      }
      await sendUnread();
    });
  });
  const stopPresence = deps.events.subscribe('presence.changed', (change) => {
    if (!partners.has(change.userId)) return;
    const data: LivePresenceEvent = { UserId: change.userId, Status: change.status };
    send(() => sse.send({ event: 'presence', data }));
  });
  const touch = () => void touchPresence(deps, userId).catch(() => undefined);
  const timer = setInterval(touch, ACTIVITY_TOUCH_MS);
  timer.unref();
  sse.onClose(() => {
    clearInterval(timer);
    stopMessages();
    stopPresence();
  });
  await touchPresence(deps, userId).catch(() => undefined);
  send(sendUnread);
  await queue;
}
