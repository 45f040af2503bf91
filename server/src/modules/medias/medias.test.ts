import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { USER_TEXTS } from '@portal/shared-api/contract/users';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

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

  it('stores a PNG as a 400 px square WebP under a generated name, sets it as the photo and serves it', async () => {
    const res = await upload(photo(PNG));
    assert.equal(res.statusCode, 201);
    const { Photo } = res.json().user;
    assert.notEqual(Photo.Hashname, 'me.png');
    assert.equal(Photo.url, `/public/upload/${user.slug}/profile/${Photo.Hashname}`);
    assert.match(Photo.Hashname, /^[0-9a-f]{32}\.webp$/);
    assert.equal(Photo.Type, 'image/webp');
    const file = await app.inject({ method: 'GET', url: Photo.url });
    assert.equal(file.statusCode, 200);
    const stored = await sharp(file.rawPayload).metadata();
    assert.deepEqual([stored.format, stored.width, stored.height], ['webp', 400, 400]);
  });

  it('takes a JPEG or a WebP and leaves the camera’s metadata behind', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Model: 'X1', Copyright: 'Someone' } })
      .toBuffer();
    assert.ok((await sharp(jpeg).metadata()).exif, 'the test photo carries EXIF');
    const res = await upload(photo(jpeg, { Username: 'holiday.jpg', Extension: 'image/jpeg' }));
    assert.equal(res.statusCode, 201, res.body);
    const file = await app.inject({ method: 'GET', url: res.json().user.Photo.url });
    const stored = await sharp(file.rawPayload).metadata();
    assert.equal(stored.exif, undefined);
    assert.equal(file.rawPayload.includes(Buffer.from('TestCam')), false);
    const webp = await sharp(jpeg).webp().toBuffer();
    assert.equal((await upload(photo(webp, { Extension: 'image/webp' }))).statusCode, 201);
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
    assert.equal(res.json().message, USER_TEXTS.photoWrongType);
  });

  it('refuses a declared type that disagrees with the bytes, an SVG, and an image that does not decode', async () => {
    assert.equal((await upload(photo(PNG, { Extension: 'image/gif' }))).statusCode, 400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    assert.equal((await upload(photo(svg, { Extension: 'image/svg+xml' }))).statusCode, 400);
    const broken = Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(60)]);
    const res = await upload(photo(broken));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, USER_TEXTS.photoWrongType);
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
