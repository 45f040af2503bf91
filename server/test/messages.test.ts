import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  MESSAGE_TEXTS,
  type Conversation,
  type ConversationList,
  type LiveMessageEvent,
  type Message,
  type MessagePage,
  type Recipient,
} from '@portal/shared-api/contract/messages';
import { contactProfiles, notifications } from '../src/db/schema/index.ts';
import { createCourse } from './factories/catalog.ts';
import { createEnrollment } from './factories/learning.ts';
import { testEngine } from './database.ts';
import { createTestApp, createTwoApps, signedInUser, type SignedInUser } from './helpers.ts';
import { openLive } from './live.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Three classmates of one course, an instructor teaching it, and a stranger who shares nothing with them. */
async function classroom(app: FastifyInstance) {
  const teacher = await signedInUser(app, { role: 'instructor', firstname: 'Sarah', lastname: 'Teach' });
  const course = await createCourse(app.db, { instructorId: teacher.user.id, title: 'React Basics' });
  const [ann, ben, cat] = await Promise.all(
    ['Ann', 'Ben', 'Cat'].map((firstname) => signedInUser(app, { firstname, lastname: 'Learner' })),
  );
  for (const person of [ann!, ben!, cat!]) await createEnrollment(app.db, person.user, course);
  const stranger = await signedInUser(app, { firstname: 'Stan', lastname: 'Ger' });
  return { teacher, ann: ann!, ben: ben!, cat: cat!, stranger, course };
}

describe('messages: conversations, history, sending, deleting, attachments and presence', () => {
  let app: FastifyInstance;
  let people: Awaited<ReturnType<typeof classroom>>;
  let direct: Conversation;

  const call = (person: SignedInUser, method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: person.session.headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const send = async (person: SignedInUser, conversationId: string, Content: string, ReplyToId?: string) => {
    const res = await call(person, 'POST', `/api/conversations/${conversationId}/messages`, {
      Content,
      ...(ReplyToId ? { ReplyToId } : {}),
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<Message>();
  };
  const upload = (person: SignedInUser, conversationId: string, name: string, body: Buffer) =>
    app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/attachments?name=${encodeURIComponent(name)}`,
      headers: { ...person.session.headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  before(async () => {
    app = await createTestApp();
    people = await classroom(app);
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/conversations' });
    assert.equal(res.statusCode, 401);
  });

  it('offers as recipients exactly the people one shares a course with, with why', async () => {
    const res = await call(people.ann, 'GET', '/api/conversations/recipients');
    assert.equal(res.statusCode, 200);
    const recipients = res.json<Recipient[]>();
    assert.deepEqual(recipients.map((r) => r.Firstname).sort(), ['Ben', 'Cat', 'Sarah']);
    assert.equal(recipients.find((r) => r.Firstname === 'Sarah')!.Relation, 'Instructor · React Basics');
    const searched = await call(people.ann, 'GET', '/api/conversations/recipients?search=ben');
    assert.deepEqual(
      searched.json<Recipient[]>().map((r) => r.Firstname),
      ['Ben'],
    );
  });

  it('opens a direct conversation once: asking again answers the same one', async () => {
    const first = await call(people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [people.ben.user.id],
    });
    assert.equal(first.statusCode, 201, first.body);
    direct = first.json<Conversation>();
    assert.equal(direct.Type, 'direct');
    assert.deepEqual(
      direct.Participants.map((p) => p.Id),
      [people.ben.user.id],
    );
    const again = await call(people.ben, 'POST', '/api/conversations', {
      ParticipantIds: [people.ann.user.id],
    });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json<Conversation>().Id, direct.Id);
  });

  it('refuses a conversation with someone one shares nothing with, and unknown fields', async () => {
    const stranger = await call(people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [people.stranger.user.id],
    });
    assert.equal(stranger.statusCode, 400);
    assert.equal(stranger.json<{ message: string }>().message, MESSAGE_TEXTS.notReachable);
    const extra = await call(people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [people.ben.user.id],
      CreatedById: people.cat.user.id,
    });
    assert.equal(extra.statusCode, 400);
  });

  it('sends, lists with unread counts, and reads up to now', async () => {
    await send(people.ann, direct.Id, 'Hi Ben, did you finish the hooks lesson?');
    await send(people.ann, direct.Id, 'The quiz is tricky.');
    const bens = (await call(people.ben, 'GET', '/api/conversations')).json<ConversationList>();
    const mine = bens.conversations.find((c) => c.Id === direct.Id)!;
    assert.equal(mine.UnreadCount, 2);
    assert.equal(bens.unread, 2);
    assert.equal(mine.LastMessage!.Content, 'The quiz is tricky.');
    assert.equal((await call(people.ben, 'PUT', `/api/conversations/${direct.Id}/read`)).statusCode, 204);
    const after = (await call(people.ben, 'GET', '/api/conversations')).json<ConversationList>();
    assert.equal(after.unread, 0);
    // The sender has read what they sent.
    const anns = (await call(people.ann, 'GET', '/api/conversations')).json<ConversationList>();
    assert.equal(anns.conversations.find((c) => c.Id === direct.Id)!.UnreadCount, 0);
  });

  it('refuses empty and whitespace-only messages', async () => {
    for (const Content of ['', '   \n  ']) {
      const res = await call(people.ann, 'POST', `/api/conversations/${direct.Id}/messages`, { Content });
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
      const res = await call(people.cat, method, url, payload);
      assert.equal(res.statusCode, 404, `${method} ${url}`);
    }
    const list = (await call(people.cat, 'GET', '/api/conversations')).json<ConversationList>();
    assert.equal(list.conversations.length, 0);
  });

  it('keeps replies to a message of the same conversation', async () => {
    const page = (
      await call(people.ben, 'GET', `/api/conversations/${direct.Id}/messages`)
    ).json<MessagePage>();
    const question = page.messages[0]!;
    const reply = await send(people.ben, direct.Id, 'Yes, finally!', question.Id);
    assert.deepEqual(reply.ReplyTo, {
      Id: question.Id,
      Content: question.Content,
      SenderName: 'Ann Learner',
    });
    const elsewhere = await call(people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [people.cat.user.id],
    });
    const other = elsewhere.json<Conversation>();
    const wrong = await call(people.ann, 'POST', `/api/conversations/${other.Id}/messages`, {
      Content: 'Cross-posted reply',
      ReplyToId: question.Id,
    });
    assert.equal(wrong.statusCode, 400);
  });

  it('deletes only one’s own message: another member is refused, a non-member gets a 404', async () => {
    const mine = await send(people.ann, direct.Id, 'Oops, wrong chat');
    assert.equal((await call(people.ben, 'DELETE', `/api/messages/${mine.Id}`)).statusCode, 403);
    assert.equal((await call(people.cat, 'DELETE', `/api/messages/${mine.Id}`)).statusCode, 404);
    assert.equal((await call(people.ann, 'DELETE', `/api/messages/${mine.Id}`)).statusCode, 204);
    const page = (
      await call(people.ann, 'GET', `/api/conversations/${direct.Id}/messages`)
    ).json<MessagePage>();
    assert.ok(!page.messages.some((m) => m.Id === mine.Id));
  });

  it('pages history oldest first: older messages load before the first one shown', async () => {
    const res = await call(people.ann, 'POST', '/api/conversations', {
      ParticipantIds: [people.ben.user.id, people.cat.user.id],
      Title: 'Study night',
    });
    assert.equal(res.statusCode, 201);
    const group = res.json<Conversation>();
    assert.equal(group.Type, 'group');
    for (let n = 1; n <= 7; n += 1) await send(n % 2 ? people.ann : people.cat, group.Id, `Message ${n}`);
    const url = `/api/conversations/${group.Id}/messages?limit=3`;
    const newest = (await call(people.ben, 'GET', url)).json<MessagePage>();
    assert.deepEqual(
      newest.messages.map((m) => m.Content),
      ['Message 5', 'Message 6', 'Message 7'],
    );
    assert.equal(newest.hasMore, true);
    const older = (
      await call(people.ben, 'GET', `${url}&before=${newest.messages[0]!.Id}`)
    ).json<MessagePage>();
    assert.deepEqual(
      older.messages.map((m) => m.Content),
      ['Message 2', 'Message 3', 'Message 4'],
    );
    const oldest = (
      await call(people.ben, 'GET', `${url}&before=${older.messages[0]!.Id}`)
    ).json<MessagePage>();
    assert.deepEqual(
      oldest.messages.map((m) => m.Content),
      ['Message 1'],
    );
    assert.equal(oldest.hasMore, false);
  });

  it('searches conversations by participant and by message text', async () => {
    const byName = (await call(people.ann, 'GET', '/api/conversations?search=cat')).json<ConversationList>();
    assert.ok(byName.conversations.length >= 2);
    assert.ok(byName.conversations.every((c) => c.Participants.some((p) => p.Firstname === 'Cat')));
    const byText = (
      await call(people.ann, 'GET', '/api/conversations?search=hooks%20lesson')
    ).json<ConversationList>();
    assert.deepEqual(
      byText.conversations.map((c) => c.Id),
      [direct.Id],
    );
  });

  it('stores attachments checked by content and serves them to members only', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF\n')]);
    const sent = await upload(people.ann, direct.Id, 'Notes – week 1.pdf', pdf);
    assert.equal(sent.statusCode, 201, sent.body);
    const [file] = sent.json<Message>().Attachments;
    assert.equal(file!.MimeType, 'application/pdf');
    const download = await call(people.ben, 'GET', file!.Url);
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.match(
      String(download.headers['content-disposition']),
      /filename\*=UTF-8''Notes%20%E2%80%93%20week%201\.pdf/,
    );
    assert.equal(download.rawPayload.length, pdf.length);
    assert.equal((await call(people.cat, 'GET', file!.Url)).statusCode, 404);
  });

  it('refuses a program renamed as a document, and files over 10 MB', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
    const renamed = await upload(people.ann, direct.Id, 'homework.pdf', exe);
    assert.equal(renamed.statusCode, 415);
    assert.equal(renamed.json<{ message: string }>().message, MESSAGE_TEXTS.attachmentType);
    const huge = await upload(people.ann, direct.Id, 'big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 97));
    assert.equal(huge.statusCode, 413);
    assert.equal(huge.json<{ message: string }>().message, MESSAGE_TEXTS.attachmentTooLarge);
    const text = await upload(people.ann, direct.Id, 'steps.txt', Buffer.from('1. read\n2. code\n'));
    assert.equal(text.statusCode, 201, text.body);
  });

  it('shows presence from the person’s choice, and notifies offline members of new messages', async () => {
    const busy = await call(people.ben, 'PUT', '/api/presence', { Choice: 'busy' });
    assert.equal(busy.statusCode, 200);
    assert.equal(busy.json<{ Status: string }>().Status, 'busy');
    const anns = (await call(people.ann, 'GET', '/api/conversations')).json<ConversationList>();
    const ben = anns.conversations.find((c) => c.Id === direct.Id)!.Participants[0]!;
    assert.equal(ben.Status, 'busy');
    assert.equal((await call(people.ben, 'PUT', '/api/presence', { Choice: 'sleeping' })).statusCode, 400);

    // Cat has never opened the portal: offline, so a message also lands in her inbox.
    const catDirect = (
      await call(people.ann, 'POST', '/api/conversations', { ParticipantIds: [people.cat.user.id] })
    ).json<Conversation>();
    await send(people.ann, catDirect.Id, 'Are you coming tonight?');
    await send(people.ann, catDirect.Id, 'Bring the slides.');
    const filed = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, people.cat.user.id));
    // One per conversation until she reads it, not one per message.
    const chats = filed.filter((row) => row.actionUrl === `/user/messages?conversation=${catDirect.Id}`);
    assert.equal(chats.length, 1);
    const chat = chats[0]!;
    assert.equal(chat.title, 'New message from Ann Learner');
    assert.equal(chat.message, 'Are you coming tonight?');
    assert.equal(chat.category, 'messages');
    // Ben is active (he chose busy just now): a message to him files nothing in his inbox.
    const bensInbox = () =>
      app.db.select().from(notifications).where(eq(notifications.userId, people.ben.user.id));
    await call(people.ben, 'PUT', `/api/conversations/${direct.Id}/read`);
    const before = (await bensInbox()).length;
    await send(people.ann, direct.Id, 'Ping while you are busy');
    assert.equal((await bensInbox()).length, before);
  });

  it('streams new and deleted messages, unread counts and presence to the members’ tabs', async () => {
    const live = await openLive(app, people.ben.session);
    await live.next('messages-unread');
    const sent = await send(people.ann, direct.Id, 'Live hello');
    const created = (await live.next('message')).data as LiveMessageEvent;
    assert.deepEqual(created, {
      ConversationId: direct.Id,
      MessageId: sent.Id,
      Kind: 'created',
      SenderId: people.ann.user.id,
    });
    const unread = await live.next('messages-unread', (data) => (data as { count: number }).count > 0);
    assert.ok((unread.data as { count: number }).count >= 1);
    await call(people.ann, 'DELETE', `/api/messages/${sent.Id}`);
    const deleted = (await live.next('message', (data) => (data as LiveMessageEvent).Kind === 'deleted'))
      .data;
    assert.equal((deleted as LiveMessageEvent).MessageId, sent.Id);
    await call(people.ann, 'PUT', '/api/presence', { Choice: 'away' });
    const presence = await live.next('presence');
    assert.deepEqual(presence.data, { UserId: people.ann.user.id, Status: 'away' });
    // Cat is not in the conversation: her tab hears nothing of it.
    const cats = await openLive(app, people.cat.session);
    await cats.next('messages-unread');
    await send(people.ann, direct.Id, 'Only for Ben');
    await live.next('message');
    await assert.rejects(cats.next('message', () => true, 300));
    live.close();
    cats.close();
  });

  it('marks a person online while a portal tab is open', async () => {
    await app.db.delete(contactProfiles).where(eq(contactProfiles.userId, people.teacher.user.id));
    const live = await openLive(app, people.teacher.session);
    await live.next('messages-unread');
    const recipients = (await call(people.ann, 'GET', '/api/conversations/recipients')).json<Recipient[]>();
    assert.equal(recipients.find((r) => r.Id === people.teacher.user.id)!.Status, 'online');
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
