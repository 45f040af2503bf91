// Deleting an account leaves nothing of it in the data directory (docs/product/account.md#closing-the-account):
// checked on the files on disk, not through the API.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { Conversation, Message } from '@portal/shared-api/contract/messages';
import { createTestApp, reauthenticate, type SignedInUser } from '../../testing/app.ts';
import { classroom } from '../messages/test-kit.ts';
import { multipart } from '../../testing/multipart.ts';
import type { FastifyInstance } from 'fastify';

/** Every file under the data directory (uploads, attachments, exports), the database's own folder aside. */
async function filesOnDisk(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

describe('deleting an account removes its files', () => {
  let app: FastifyInstance;
  let png: Buffer;
  const call = (who: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: who.session.headers, ...(payload && { payload }) });
  const attach = (who: SignedInUser, conversationId: string, name: string, body: Buffer) =>
    app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/attachments?name=${name}`,
      headers: { ...who.session.headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const photo = (who: SignedInUser) =>
    call(who, 'POST', '/api/medias', {
      Username: 'me.png',
      Hashname: png.toString('base64'),
      Extension: 'image/png',
      Size: png.length,
      SubDir: `${who.user.slug}/profile`,
    });

  before(async () => {
    app = await createTestApp();
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  });
  after(() => app.close());

  it('takes its photo, uploads, sent attachments and data exports, and leaves everyone else’s', async () => {
    // Classmates, so they may write to each other.
    const { ann: leaving, ben: friend } = await classroom(app);
    const opened = await call(leaving, 'POST', '/api/conversations', { ParticipantIds: [friend.user.id] });
    const conversation = opened.json<Conversation>();
    assert.equal((await photo(friend)).statusCode, 201);
    const reply = await attach(friend, conversation.Id, 'reply.txt', Buffer.from('thanks\n'));
    assert.equal(reply.statusCode, 201, reply.body);
    const everyoneElse = await filesOnDisk(app.config.dataDir);

    assert.equal((await photo(leaving)).statusCode, 201);
    const { payload, contentType } = multipart([
      { name: 'file', filename: 'cover.png', type: 'image/png', body: png },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/upload?kind=image&purpose=post',
      headers: { ...leaving.session.headers, 'content-type': contentType },
      payload,
    });
    assert.equal(upload.statusCode, 201, upload.body);
    const sent = await attach(leaving, conversation.Id, 'notes.txt', Buffer.from('week 1\n'));
    assert.equal(sent.json<Message>().Attachments.length, 1);
    // Jobs run inline in tests: the ZIP is ready when the answer comes.
    assert.equal((await call(leaving, 'POST', '/api/settings/data-export')).statusCode, 202);
    const withTheirs = await filesOnDisk(app.config.dataDir);
    const theirs = withTheirs.filter((file) => !everyoneElse.includes(file));
    assert.deepEqual(
      theirs.map((file) => file.split('/')[0]),
      ['attachments', 'exports', 'uploads', 'uploads'],
    );

    await reauthenticate(app, leaving.session, leaving.user.password);
    assert.equal((await call(leaving, 'DELETE', `/api/users/${leaving.user.slug}`)).statusCode, 204);
    assert.deepEqual(await filesOnDisk(app.config.dataDir), everyoneElse);
    const kept = await call(friend, 'GET', `/api/conversations/${conversation.Id}/messages`);
    assert.equal(kept.statusCode, 200);
  });
});
