import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createUser, type TestUser } from './factories/users.ts';
import { createTestApp, signIn, type TestSession } from './helpers.ts';

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('profile photo', () => {
  let app: FastifyInstance;
  let student: TestSession;
  let user: TestUser;
  const upload = (body: object, session = student) =>
    app.inject({ method: 'POST', url: '/api/medias', headers: session.headers, payload: body });
  const photo = (bytes: Buffer, extra: object = {}) => ({
    Username: 'me.png',
    Hashname: bytes.toString('base64'),
    Extension: 'image/png',
    Size: bytes.length,
    SubDir: `${user.slug}/profile`,
    ...extra,
  });

  before(async () => {
    app = await createTestApp();
    user = await createUser(app.db);
    student = await signIn(app, user.email, user.password);
  });
  after(() => app.close());

  it('stores a PNG under a generated name, sets it as the photo and serves it', async () => {
    const res = await upload(photo(PNG));
    assert.equal(res.statusCode, 201);
    const { Photo } = res.json().user;
    assert.notEqual(Photo.Hashname, 'me.png');
    assert.equal(Photo.url, `/public/upload/${user.slug}/profile/${Photo.Hashname}`);
    assert.match(Photo.Hashname, /^[0-9a-f]{32}\.png$/);
    const file = await app.inject({ method: 'GET', url: Photo.url });
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
    const other = await createUser(app.db);
    const res = await upload(photo(PNG, { SubDir: `${other.slug}/profile` }));
    assert.equal(res.statusCode, 403);
  });

  it('removes the photo and its file', async () => {
    const { Photo } = (await upload(photo(PNG))).json().user;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.slug}/photo`,
      headers: student.headers,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().Photo, null);
    assert.equal((await app.inject({ method: 'GET', url: Photo.url })).statusCode, 404);
  });
});
