import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { STORAGE_TEXTS } from '@portal/shared-api/contract/medias';
import { MESSAGE_TEXTS, type Conversation, type Message } from '@portal/shared-api/contract/messages';
import type { SignedInUser } from '../../testing/app.ts';
import { messagesKit } from './test-kit.ts';
import { medias } from '../medias/tables.ts';
import { createMedia } from '../medias/factory.ts';

const kit = messagesKit();
const { call } = kit;
const upload = (person: SignedInUser, conversationId: string, name: string, body: Buffer) =>
  kit.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/attachments?name=${encodeURIComponent(name)}`,
    headers: { ...person.session.headers, 'content-type': 'application/octet-stream' },
    payload: body,
  });

describe('messages: attachments', () => {
  let direct: Conversation;

  before(async () => {
    await kit.start();
    direct = await kit.direct(kit.people.ann, kit.people.ben);
  });
  after(kit.stop);

  it('stores attachments checked by content and serves them to members only', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF\n')]);
    const sent = await upload(kit.people.ann, direct.Id, 'Notes – week 1.pdf', pdf);
    assert.equal(sent.statusCode, 201, sent.body);
    const [file] = sent.json<Message>().Attachments;
    assert.equal(file!.MimeType, 'application/pdf');
    const download = await call(kit.people.ben, 'GET', file!.Url);
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.match(
      String(download.headers['content-disposition']),
      /filename\*=UTF-8''Notes%20%E2%80%93%20week%201\.pdf/,
    );
    assert.equal(download.rawPayload.length, pdf.length);
    assert.equal((await call(kit.people.cat, 'GET', file!.Url)).statusCode, 404);
  });

  it('refuses a program renamed as a document, and files over 10 MB', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
    const renamed = await upload(kit.people.ann, direct.Id, 'homework.pdf', exe);
    assert.equal(renamed.statusCode, 415);
    assert.equal(renamed.json<{ message: string }>().message, MESSAGE_TEXTS.attachmentType);
    const huge = await upload(kit.people.ann, direct.Id, 'big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 97));
    assert.equal(huge.statusCode, 413);
    assert.equal(huge.json<{ message: string }>().message, MESSAGE_TEXTS.attachmentTooLarge);
    const text = await upload(kit.people.ann, direct.Id, 'steps.txt', Buffer.from('1. read\n2. code\n'));
    assert.equal(text.statusCode, 201, text.body);
  });

  it('refuses an attachment with 413 once the sender’s uploads fill their storage quota', async () => {
    const quota = kit.app.config.uploadQuotaBytes.user;
    const { ben } = kit.people;
    const library = await createMedia(kit.app.db, { ownerId: ben.user.id });
    await kit.app.db
      .update(medias)
      .set({ size: quota - 10 })
      .where(eq(medias.id, library.id));
    const sent = await upload(ben, direct.Id, 'steps.txt', Buffer.from('1. read\n2. code\n'));
    assert.equal(sent.statusCode, 413);
    assert.equal(sent.json<{ message: string }>().message, STORAGE_TEXTS.quotaExceeded(quota - 10, quota));
  });
});
