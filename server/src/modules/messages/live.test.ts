import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  type Conversation,
  type ConversationList,
  type LiveMessageEvent,
  type Message,
  type Recipient,
} from '@portal/shared-api/contract/messages';
import { contactProfiles } from '../contacts/tables.ts';
import { notifications } from '../notifications/tables.ts';
import { testEngine } from '../../testing/database.ts';
import { createTwoApps } from '../../testing/app.ts';
import { openLive } from '../../testing/live.ts';
import { messagesKit, classroom } from './test-kit.ts';

const kit = messagesKit();
const { call, send } = kit;

describe('messages: presence, offline notices and the live stream', () => {
  let direct: Conversation;

  before(async () => {
    await kit.start();
    direct = await kit.direct(kit.people.ann, kit.people.ben);
    await send(kit.people.ann, direct.Id, 'Hi Ben');
  });
  after(kit.stop);

  it('shows presence from the person’s choice, and notifies offline members of new messages', async () => {
    const busy = await call(kit.people.ben, 'PUT', '/api/presence', { Choice: 'busy' });
    assert.equal(busy.statusCode, 200);
    assert.equal(busy.json<{ Status: string }>().Status, 'busy');
    const anns = (await call(kit.people.ann, 'GET', '/api/conversations')).json<ConversationList>();
    const ben = anns.conversations.find((c) => c.Id === direct.Id)!.Participants[0]!;
    assert.equal(ben.Status, 'busy');
    assert.equal(
      (await call(kit.people.ben, 'PUT', '/api/presence', { Choice: 'sleeping' })).statusCode,
      400,
    );

    // Cat has never opened the portal: offline, so a message also lands in her inbox.
    const catDirect = (
      await call(kit.people.ann, 'POST', '/api/conversations', { ParticipantIds: [kit.people.cat.user.id] })
    ).json<Conversation>();
    await send(kit.people.ann, catDirect.Id, 'Are you coming tonight?');
    await send(kit.people.ann, catDirect.Id, 'Bring the slides.');
    const filed = await kit.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, kit.people.cat.user.id));
    // One per conversation until she reads it, not one per message.
    const chats = filed.filter((row) => row.actionUrl === `/user/messages?conversation=${catDirect.Id}`);
    assert.equal(chats.length, 1);
    const chat = chats[0]!;
    assert.equal(chat.title, 'New message from Ann Learner');
    assert.equal(chat.message, 'Are you coming tonight?');
    assert.equal(chat.category, 'messages');
    // Ben is active (he chose busy just now): a message to him files nothing in his inbox.
    const bensInbox = () =>
      kit.app.db.select().from(notifications).where(eq(notifications.userId, kit.people.ben.user.id));
    await call(kit.people.ben, 'PUT', `/api/conversations/${direct.Id}/read`);
    const before = (await bensInbox()).length;
    await send(kit.people.ann, direct.Id, 'Ping while you are busy');
    assert.equal((await bensInbox()).length, before);
  });

  it('streams new and deleted messages, unread counts and presence to the members’ tabs', async () => {
    const live = await openLive(kit.app, kit.people.ben.session);
    await live.next('messages-unread');
    const sent = await send(kit.people.ann, direct.Id, 'Live hello');
    const created = (await live.next('message')).data as LiveMessageEvent;
    assert.deepEqual(created, {
      ConversationId: direct.Id,
      MessageId: sent.Id,
      Kind: 'created',
      SenderId: kit.people.ann.user.id,
    });
    const unread = await live.next('messages-unread', (data) => (data as { count: number }).count > 0);
    assert.ok((unread.data as { count: number }).count >= 1);
    await call(kit.people.ann, 'DELETE', `/api/messages/${sent.Id}`);
    const deleted = (await live.next('message', (data) => (data as LiveMessageEvent).Kind === 'deleted'))
      .data;
    assert.equal((deleted as LiveMessageEvent).MessageId, sent.Id);
    await call(kit.people.ann, 'PUT', '/api/presence', { Choice: 'away' });
    const presence = await live.next('presence');
    assert.deepEqual(presence.data, { UserId: kit.people.ann.user.id, Status: 'away' });
    // Cat is not in the conversation: her tab hears nothing of it.
    const cats = await openLive(kit.app, kit.people.cat.session);
    await cats.next('messages-unread');
    await send(kit.people.ann, direct.Id, 'Only for Ben');
    await live.next('message');
    await assert.rejects(cats.next('message', () => true, 300));
    live.close();
    cats.close();
  });

  it('marks a person online while a portal tab is open', async () => {
    await kit.app.db.delete(contactProfiles).where(eq(contactProfiles.userId, kit.people.teacher.user.id));
    const live = await openLive(kit.app, kit.people.teacher.session);
    await live.next('messages-unread');
    const recipients = (await call(kit.people.ann, 'GET', '/api/conversations/recipients')).json<
      Recipient[]
    >();
    assert.equal(recipients.find((r) => r.Id === kit.people.teacher.user.id)!.Status, 'online');
    live.close();
  });
});

describe('messages across two API processes on one PostgreSQL', { skip: testEngine !== 'postgres' }, () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  before(async () => {
    [first, second] = await createTwoApps();
  });
  after(async () => {
    await first?.close();
    await second?.close();
  });

  it('delivers a message sent through one process to a tab streaming from the other', async () => {
    const room = await classroom(first);
    const opened = await first.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: room.ann.session.headers,
      payload: { ParticipantIds: [room.ben.user.id] },
    });
    const conversation = opened.json<Conversation>();
    const live = await openLive(first, room.ben.session);
    await live.next('messages-unread');
    // Sessions live in the shared database: Ann's cookie works on the second process too.
    const res = await second.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.Id}/messages`,
      headers: room.ann.session.headers,
      payload: { Content: 'Across processes' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const event = (await live.next('message')).data as LiveMessageEvent;
    assert.equal(event.MessageId, res.json<Message>().Id);
    live.close();
  });
});
