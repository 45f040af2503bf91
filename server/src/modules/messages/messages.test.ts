import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  MESSAGE_TEXTS,
  type Conversation,
  type ConversationList,
  type MessagePage,
  type Recipient,
} from '@portal/shared-api/contract/messages';
import { messagesKit, type Method } from './test-kit.ts';

const kit = messagesKit();
const { call, send } = kit;

describe('messages: conversations, history, sending, replies and deleting', () => {
  let direct: Conversation;

  before(async () => {
    await kit.start();
  });
  after(kit.stop);

  it('answers 401 to a signed-out visitor', async () => {
    const res = await kit.app.inject({ method: 'GET', url: '/api/conversations' });
    assert.equal(res.statusCode, 401);
  });

  it('offers as recipients exactly the people one shares a course with, with why', async () => {
    const res = await call(kit.people.ann, 'GET', '/api/conversations/recipients');
    assert.equal(res.statusCode, 200);
    const recipients = res.json<Recipient[]>();
    assert.deepEqual(recipients.map((r) => r.Firstname).sort(), ['Ben', 'Cat', 'Sarah']);
    assert.equal(recipients.find((r) => r.Firstname === 'Sarah')!.Relation, 'Instructor · React Basics');
    const searched = await call(kit.people.ann, 'GET', '/api/conversations/recipients?search=ben');
    assert.deepEqual(
      searched.json<Recipient[]>().map((r) => r.Firstname),
      ['Ben'],
    );
  });

  it('opens a direct conversation once: asking again answers the same one', async () => {
    const first = await call(kit.people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [kit.people.ben.user.id],
    });
    assert.equal(first.statusCode, 201, first.body);
    direct = first.json<Conversation>();
    assert.equal(direct.Type, 'direct');
    assert.deepEqual(
      direct.Participants.map((p) => p.Id),
      [kit.people.ben.user.id],
    );
    const again = await call(kit.people.ben, 'POST', '/api/conversations', {
      ParticipantIds: [kit.people.ann.user.id],
    });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json<Conversation>().Id, direct.Id);
  });

  it('refuses a conversation with someone one shares nothing with, and unknown fields', async () => {
    const stranger = await call(kit.people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [kit.people.stranger.user.id],
    });
    assert.equal(stranger.statusCode, 400);
    assert.equal(stranger.json<{ message: string }>().message, MESSAGE_TEXTS.notReachable);
    const extra = await call(kit.people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [kit.people.ben.user.id],
      CreatedById: kit.people.cat.user.id,
    });
    assert.equal(extra.statusCode, 400);
  });

  it('sends, lists with unread counts, and reads up to now', async () => {
    await send(kit.people.ann, direct.Id, 'Hi Ben, did you finish the hooks lesson?');
    await send(kit.people.ann, direct.Id, 'The quiz is tricky.');
    const bens = (await call(kit.people.ben, 'GET', '/api/conversations')).json<ConversationList>();
    const mine = bens.conversations.find((c) => c.Id === direct.Id)!;
    assert.equal(mine.UnreadCount, 2);
    assert.equal(bens.unread, 2);
    assert.equal(mine.LastMessage!.Content, 'The quiz is tricky.');
    assert.equal((await call(kit.people.ben, 'PUT', `/api/conversations/${direct.Id}/read`)).statusCode, 204);
    const after = (await call(kit.people.ben, 'GET', '/api/conversations')).json<ConversationList>();
    assert.equal(after.unread, 0);
    // The sender has read what they sent.
    const anns = (await call(kit.people.ann, 'GET', '/api/conversations')).json<ConversationList>();
    assert.equal(anns.conversations.find((c) => c.Id === direct.Id)!.UnreadCount, 0);
  });

  it('refuses empty and whitespace-only messages', async () => {
    for (const Content of ['', '   \n  ']) {
      const res = await call(kit.people.ann, 'POST', `/api/conversations/${direct.Id}/messages`, { Content });
      assert.equal(res.statusCode, 400);
    }
  });

  it('lets no one outside a conversation read it, post to it, or learn it exists', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/conversations/${direct.Id}/messages`],
      ['GET', `/api/conversations/${direct.Id}`],
      ['POST', `/api/conversations/${direct.Id}/messages`, { Content: 'Let me in' }],
      ['PUT', `/api/conversations/${direct.Id}/read`],
      ['GET', '/api/conversations/not-a-uuid/messages'],
    ] as [Method, string, object?][]) {
      const res = await call(kit.people.cat, method, url, payload);
      assert.equal(res.statusCode, 404, `${method} ${url}`);
    }
    const list = (await call(kit.people.cat, 'GET', '/api/conversations')).json<ConversationList>();
    assert.equal(list.conversations.length, 0);
  });

  it('keeps replies to a message of the same conversation', async () => {
    const page = (
      await call(kit.people.ben, 'GET', `/api/conversations/${direct.Id}/messages`)
    ).json<MessagePage>();
    const question = page.messages[0]!;
    const reply = await send(kit.people.ben, direct.Id, 'Yes, finally!', question.Id);
    assert.deepEqual(reply.ReplyTo, {
      Id: question.Id,
      Content: question.Content,
      SenderName: 'Ann Learner',
    });
    const elsewhere = await call(kit.people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [kit.people.cat.user.id],
    });
    const other = elsewhere.json<Conversation>();
    const wrong = await call(kit.people.ann, 'POST', `/api/conversations/${other.Id}/messages`, {
      Content: 'Cross-posted reply',
      ReplyToId: question.Id,
    });
    assert.equal(wrong.statusCode, 400);
  });

  it('deletes only one’s own message: another member is refused, a non-member gets a 404', async () => {
    const mine = await send(kit.people.ann, direct.Id, 'Oops, wrong chat');
    assert.equal((await call(kit.people.ben, 'DELETE', `/api/messages/${mine.Id}`)).statusCode, 403);
    assert.equal((await call(kit.people.cat, 'DELETE', `/api/messages/${mine.Id}`)).statusCode, 404);
    assert.equal((await call(kit.people.ann, 'DELETE', `/api/messages/${mine.Id}`)).statusCode, 204);
    const page = (
      await call(kit.people.ann, 'GET', `/api/conversations/${direct.Id}/messages`)
    ).json<MessagePage>();
    assert.ok(!page.messages.some((m) => m.Id === mine.Id));
  });

  it('pages history oldest first: older messages load before the first one shown', async () => {
    const res = await call(kit.people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [kit.people.ben.user.id, kit.people.cat.user.id],
      Title: 'Study night',
    });
    assert.equal(res.statusCode, 201);
    const group = res.json<Conversation>();
    assert.equal(group.Type, 'group');
    for (let n = 1; n <= 7; n += 1)
      await send(n % 2 ? kit.people.ann : kit.people.cat, group.Id, `Message ${n}`);
    const url = `/api/conversations/${group.Id}/messages?limit=3`;
    const newest = (await call(kit.people.ben, 'GET', url)).json<MessagePage>();
    assert.deepEqual(
      newest.messages.map((m) => m.Content),
      ['Message 5', 'Message 6', 'Message 7'],
    );
    assert.equal(newest.hasMore, true);
    const older = (
      await call(kit.people.ben, 'GET', `${url}&before=${newest.messages[0]!.Id}`)
    ).json<MessagePage>();
    assert.deepEqual(
      older.messages.map((m) => m.Content),
      ['Message 2', 'Message 3', 'Message 4'],
    );
    const oldest = (
      await call(kit.people.ben, 'GET', `${url}&before=${older.messages[0]!.Id}`)
    ).json<MessagePage>();
    assert.deepEqual(
      oldest.messages.map((m) => m.Content),
      ['Message 1'],
    );
    assert.equal(oldest.hasMore, false);
  });

  it('searches conversations by participant and by message text', async () => {
    const byName = (
      await call(kit.people.ann, 'GET', '/api/conversations?search=cat')
    ).json<ConversationList>();
    assert.ok(byName.conversations.length >= 2);
    assert.ok(byName.conversations.every((c) => c.Participants.some((p) => p.Firstname === 'Cat')));
    const byText = (
      await call(kit.people.ann, 'GET', '/api/conversations?search=hooks%20lesson')
    ).json<ConversationList>();
    assert.deepEqual(
      byText.conversations.map((c) => c.Id),
      [direct.Id],
    );
  });
});
