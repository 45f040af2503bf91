// POST /api/upload: one multipart file, streamed to disk, checked by its bytes
// (docs/product/media.md#upload-rules).
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_TEXTS } from '@portal/shared-api/contract/medias';
import { eq } from 'drizzle-orm';
import { medias } from './tables.ts';
import { createCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';
import { multipart } from '../../testing/multipart.ts';

const SAMPLE_MP4 = new URL('../../../seed-assets/lesson-sample.mp4', import.meta.url);
// The first bytes of a Windows executable ("MZ", then the PE header a few bytes on).
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
]);
EXE.write('PE\0\0', 0x80);

describe('POST /api/upload', () => {
  let app: FastifyInstance;
  let instructor: TestSession;
  let student: TestSession;
  let otherInstructor: TestSession;
  let mp4: Buffer;
  let png: Buffer;
  let instructorSlug: string;
  let teacherUser: TestUser;
  let learnerUser: TestUser;

  const upload = (session: TestSession, query: string, parts: Parameters<typeof multipart>[0]) => {
    const { payload, contentType } = multipart(parts);
    return app.inject({
      method: 'POST',
      url: `/api/upload?${query}`,
      headers: { ...session.headers, 'content-type': contentType },
      payload,
    });
  };
  const file = (body: Buffer, filename: string, type = 'application/octet-stream') => [
    { name: 'file', filename, type, body },
  ];
  const incoming = async () => readdir(join(app.config.uploadDir, '.incoming')).catch(() => [] as string[]);

  before(async () => {
    app = await createTestApp();
    const teacher = await createUser(app.db, { role: 'instructor' });
    instructorSlug = teacher.slug;
    teacherUser = teacher;
    instructor = await signIn(app, teacher.email, teacher.password);
    const learner = await createUser(app.db);
    student = await signIn(app, learner.email, learner.password);
    learnerUser = learner;
    const other = await createUser(app.db, { role: 'instructor' });
    otherInstructor = await signIn(app, other.email, other.password);
    mp4 = await readFile(SAMPLE_MP4);
    png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366cc' } })
      .png()
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer();
  });
  after(() => app.close());

  it('stores an instructor’s mp4 under a generated name with the length read from the file, and serves it with Range to the owner only', async () => {
    const res = await upload(instructor, 'kind=video', file(mp4, 'Intro lesson.mp4', 'video/mp4'));
    assert.equal(res.statusCode, 201, res.body);
    const media = res.json();
    assert.equal(media.Kind, 'video');
    assert.equal(media.Extension, 'video/mp4');
    assert.equal(media.Username, 'Intro lesson.mp4');
    assert.equal(media.Size, mp4.length);
    assert.equal(media.SubDir, `courses/${instructorSlug}`);
    assert.match(media.Hashname, /^[0-9a-f]{32}\.mp4$/);
    assert.equal(media.url, `/public/upload/courses/${instructorSlug}/${media.Hashname}`);
    assert.ok(Math.abs(media.DurationSeconds - 12) < 0.1, `duration ${media.DurationSeconds}`);
    assert.equal(media.PosterUrl, null);

    const range = await app.inject({
      method: 'GET',
      url: media.url,
      headers: { ...instructor.headers, range: 'bytes=0-99' },
    });
    assert.equal(range.statusCode, 206);
    assert.equal(range.rawPayload.length, 100);
    assert.deepEqual(range.rawPayload, mp4.subarray(0, 100));
    // Private until a course publishes it: nobody else reads it.
    assert.equal(
      (await app.inject({ method: 'GET', url: media.url, headers: student.headers })).statusCode,
      404,
    );
    assert.deepEqual(await incoming(), []);
  });

  it('refuses an .exe renamed .mp4 with the spec’s message, whatever the declared type', async () => {
    const res = await upload(instructor, 'kind=video', file(EXE, 'lesson.mp4', 'video/mp4'));
    assert.equal(res.statusCode, 415);
    assert.equal(res.json().message, 'Invalid video format. Supported formats: MP4, WebM, OGG, AVI, MOV.');
    assert.deepEqual(await incoming(), []);
  });

  it('refuses an image sent as a video, and a video sent as an image', async () => {
    const asVideo = await upload(instructor, 'kind=video', file(png, 'clip.mp4', 'video/mp4'));
    assert.equal(asVideo.statusCode, 415);
    assert.equal(asVideo.json().message, UPLOAD_TEXTS.videoWrongType);
    const asImage = await upload(instructor, 'kind=image', file(mp4, 'cover.png', 'image/png'));
    assert.equal(asImage.statusCode, 415);
    assert.equal(asImage.json().message, UPLOAD_TEXTS.imageWrongType);
  });

  it('refuses an image over 10 MB with the size message while it streams, keeping nothing', async () => {
    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(student, 'kind=image&purpose=post', file(big, 'huge.png', 'image/png'));
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().message, 'Image file is too large. Maximum size is 10MB.');
    assert.deepEqual(await incoming(), []);
    const stored = await readdir(join(app.config.uploadDir, 'posts')).catch(() => [] as string[]);
    assert.deepEqual(stored, []);
  });

  it('refuses an SVG, even one declared as an image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(student, 'kind=image', file(svg, 'logo.svg', 'image/svg+xml'));
    assert.equal(res.statusCode, 415);
    assert.equal(res.json().message, UPLOAD_TEXTS.imageWrongType);
  });

  it('lets any signed-in user upload a post cover: a 1600×900 WebP without metadata, public', async () => {
    const res = await upload(student, 'kind=image&purpose=post', file(png, 'cover.png', 'image/png'));
    assert.equal(res.statusCode, 201, res.body);
    const media = res.json();
    assert.equal(media.Kind, 'image');
    assert.equal(media.Extension, 'image/webp');
    assert.match(media.SubDir, /^posts\//);
    const served = await app.inject({ method: 'GET', url: media.url });
    assert.equal(served.statusCode, 200, 'a post cover is public');
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.exif], ['webp', 1600, 900, undefined]);
  });

  it('refuses a video from a student (403) and any upload when signed out (401)', async () => {
    const byStudent = await upload(student, 'kind=video', file(mp4, 'a.mp4', 'video/mp4'));
    assert.equal(byStudent.statusCode, 403);
    const signedOut = await upload(await anonymous(app), 'kind=image', file(png, 'a.png', 'image/png'));
    assert.equal(signedOut.statusCode, 401);
  });

  it('answers 400 for unknown or missing query fields, a wrong part name and a second file', async () => {
    const png1 = file(png, 'a.png', 'image/png');
    assert.equal((await upload(student, 'kind=image&owner=someone', png1)).statusCode, 400);
    assert.equal((await upload(student, 'purpose=cover', png1)).statusCode, 400);
    assert.equal((await upload(student, 'kind=audio', png1)).statusCode, 400);
    assert.equal((await upload(instructor, 'kind=video&purpose=cover', png1)).statusCode, 400);
    const wrongName = await upload(student, 'kind=image', [{ name: 'upload', filename: 'a.png', body: png }]);
    assert.equal(wrongName.statusCode, 400);
    const two = await upload(student, 'kind=image', [...png1, ...file(png, 'b.png', 'image/png')]);
    assert.equal(two.statusCode, 400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/upload?kind=image',
      headers: student.headers,
      payload: { file: 'x' },
    });
    assert.equal(json.statusCode, 400);
    assert.deepEqual(await incoming(), []);
  });

  it('attaches a poster to the caller’s own video only, replacing the previous one', async () => {
    const video = (await upload(instructor, 'kind=video', file(mp4, 'v.mp4', 'video/mp4'))).json();
    const jpeg = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#222' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const poster = (query: string, session = instructor) =>
      upload(session, query, file(jpeg, 'v-poster.jpg', 'image/jpeg'));

    const others = await poster(`kind=image&purpose=poster&posterFor=${video.Id}`, otherInstructor);
    assert.equal(others.statusCode, 404);
    assert.equal((await poster('kind=image&purpose=poster')).statusCode, 400);

    const first = await poster(`kind=image&purpose=poster&posterFor=${video.Id}`);
    assert.equal(first.statusCode, 201, first.body);
    const meta = await sharp(
      (await app.inject({ method: 'GET', url: first.json().url, headers: instructor.headers })).rawPayload,
    ).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 1280, 720]);
    const read = (
      await app.inject({ method: 'GET', url: `/api/medias/${video.Id}`, headers: instructor.headers })
    ).json();
    assert.equal(read.PosterUrl, first.json().url);

    const second = await poster(`kind=image&purpose=poster&posterFor=${video.Id}`);
    assert.equal(second.statusCode, 201);
    const again = (
      await app.inject({ method: 'GET', url: `/api/medias/${video.Id}`, headers: instructor.headers })
    ).json();
    assert.equal(again.PosterUrl, second.json().url);
    const gone = await app.inject({ method: 'GET', url: first.json().url, headers: instructor.headers });
    assert.equal(gone.statusCode, 404, 'the replaced poster is deleted');
  });

  it('removes the partial file when the client aborts mid-upload', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { payload, contentType } = multipart(file(Buffer.alloc(4 * 1024 * 1024, 1), 'half.png'));
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/upload?kind=image',
      headers: { ...student.headers, 'content-type': contentType, 'content-length': payload.length },
    });
    req.on('error', () => {});
    req.write(payload.subarray(0, 2 * 1024 * 1024));
    // The first half is on disk while the rest is awaited...
    for (let i = 0; i < 50 && (await incoming()).length === 0; i += 1) await sleep(20);
    assert.equal((await incoming()).length, 1, 'the upload is being written to a temp file');
    req.destroy();
    // ...and gone once the client has left.
    for (let i = 0; i < 100 && (await incoming()).length > 0; i += 1) await sleep(20);
    assert.deepEqual(await incoming(), []);
  });

  it('once a course holds the video, its enrolled learners read the video with Range and its poster too', async () => {
    const video = (await upload(instructor, 'kind=video', file(mp4, 'c.mp4', 'video/mp4'))).json();
    const course = await createCourse(app.db, { instructorId: teacherUser.id, priceCents: 0 });
    // What publishing the course does to its media (the course's own service).
    await app.db
      .update(medias)
      .set({ courseId: course.id, visibility: 'course' })
      .where(eq(medias.id, video.Id));
    await createEnrollment(app.db, learnerUser, course);
    const jpeg = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#222' } })
      .jpeg()
      .toBuffer();
    const poster = await upload(
      instructor,
      `kind=image&purpose=poster&posterFor=${video.Id}`,
      file(jpeg, 'c.jpg', 'image/jpeg'),
    );
    assert.equal(poster.statusCode, 201);
    const range = await app.inject({
      method: 'GET',
      url: video.url,
      headers: { ...student.headers, range: 'bytes=100-199' },
    });
    assert.equal(range.statusCode, 206);
    assert.deepEqual(range.rawPayload, mp4.subarray(100, 200));
    const image = await app.inject({ method: 'GET', url: poster.json().url, headers: student.headers });
    assert.equal(image.statusCode, 200);
    const outsider = await createUser(app.db);
    const stranger = await signIn(app, outsider.email, outsider.password);
    assert.equal(
      (await app.inject({ method: 'GET', url: video.url, headers: stranger.headers })).statusCode,
      404,
    );
  });
});
