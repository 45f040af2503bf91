import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, demo, signIn, type TestSession } from './helpers.ts';

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('profile photo', () => {
  let app: FastifyInstance;
  let student: TestSession;
  const upload = (body: object, session = student) =>
    app.inject({ method: 'POST', url: '/api/medias', headers: session.headers, payload: body });
  const photo = (bytes: Buffer, extra: object = {}) => ({
    Username: 'me.png',
    Hashname: bytes.toString('base64'),
    Extension: 'image/png',
    Size: bytes.length,
    SubDir: 'alexmorgan/profile',
    ...extra,
  });

  before(async () => {
    app = await createTestApp({ seed: true });
    student = await signIn(app, demo.student.email, demo.student.password);
  });
  after(() => app.close());

  it('stores a PNG under a generated name, sets it as the photo and serves it', async () => {
    const res = await upload(photo(PNG));
    assert.equal(res.statusCode, 201);
    const { user } = res.json();
    assert.notEqual(user.Photo.Hashname, 'me.png');
    assert.match(user.Photo.url, /^\/public\/upload\/alexmorgan\/profile\/[0-9a-f]{32}\.png$/);
    const file = await app.inject({ method: 'GET', url: user.Photo.url });
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, PNG);
  });

  it('refuses a photo over 2 MB with a message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(photo(big));
    assert.ok([400, 413].includes(res.statusCode));
    assert.equal(res.json().message, 'The photo is larger than 2 MB. Choose a smaller image.');
  });

  it('checks the type by content: a text file named .png is refused', async () => {
    const res = await upload(photo(Buffer.from('<script>alert(1)</script>')));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'The photo must be a JPG, PNG or GIF image.');
  });

  it('refuses a declared type that disagrees with the bytes', async () => {
    const res = await upload(photo(PNG, { Extension: 'image/gif' }));
    assert.equal(res.statusCode, 400);
  });

  it('refuses to upload into another user’s folder', async () => {
    const res = await upload(photo(PNG, { SubDir: 'someone-else/profile' }));
    assert.equal(res.statusCode, 403);
  });

  it('removes the photo and its file', async () => {
    const { user } = (await upload(photo(PNG))).json();
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/users/alexmorgan/photo',
      headers: student.headers,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().Photo, null);
    assert.equal((await app.inject({ method: 'GET', url: user.Photo.url })).statusCode, 404);
  });
});
