import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser } from '../users/factory.ts';
import { STREAM_ASSETS, createVideoCourse, type VideoTestCourse } from '../player/factory-video.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

describe('a video lesson’s stream folder under /public/upload/streams/', () => {
  let app: FastifyInstance;
  let course: VideoTestCourse;
  let student: TestSession;
  let author: TestSession;
  let stranger: TestSession;
  let elsewhere: TestSession;
  let unpaid: TestSession;
  let paidCourse: VideoTestCourse;

  const fileUrl = (name: string, target = course) => target.stream.url.replace('manifest.mpd', name);
  const get = (session: TestSession | null, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(session?.headers ?? {}), ...headers } });

  before(async () => {
    const uploadDir = join(mkdtempSync(join(tmpdir(), 'media-stream-')), 'uploads');
    app = await createTestApp({ uploadDir });
    const instructor = await createUser(app.db, { role: 'instructor' });
    course = await createVideoCourse(app.db, { instructorId: instructor.id, uploadDir });
    const another = await createVideoCourse(app.db, { instructorId: instructor.id, uploadDir });
    const [learner, outsider, otherLearner] = [
      await createUser(app.db),
      await createUser(app.db),
      await createUser(app.db),
    ];
    await createEnrollment(app.db, learner, course);
    await createEnrollment(app.db, otherLearner, another);
    student = await signIn(app, learner.email, learner.password);
    author = await signIn(app, instructor.email, instructor.password);
    stranger = await signIn(app, outsider.email, outsider.password);
    elsewhere = await signIn(app, otherLearner.email, otherLearner.password);
    // Enrolled in a paid course without a purchase or a current plan (a subscription that lapsed).
    paidCourse = await createVideoCourse(app.db, {
      instructorId: instructor.id,
      uploadDir,
      priceCents: 4900,
    });
    const lapsed = await createUser(app.db);
    await createEnrollment(app.db, lapsed, paidCourse);
    unpaid = await signIn(app, lapsed.email, lapsed.password);
  });

  it('keeps a paid course’s renditions from a learner whose access lapsed, as the player does', async () => {
    assert.equal(
      (await get(unpaid, fileUrl('video-720p.mp4', paidCourse), { range: 'bytes=0-99' })).statusCode,
      404,
    );
    assert.equal((await get(unpaid, `/api/player/courses/${paidCourse.slug}`)).statusCode, 404);
  });
  after(() => app.close());

  it('sends an enrolled learner the byte range asked for, as video/mp4', async () => {
    const res = await get(student, fileUrl('video-720p.mp4'), { range: 'bytes=0-99' });
    assert.equal(res.statusCode, 206, res.body);
    assert.equal(res.headers['content-type'], 'video/mp4');
    assert.equal(res.rawPayload.length, 100);
    const size = statSync(join(STREAM_ASSETS, 'video-720p.mp4')).size;
    assert.equal(res.headers['content-range'], `bytes 0-99/${size}`);
    assert.equal(res.headers['accept-ranges'], 'bytes');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.deepEqual(res.rawPayload, readFileSync(join(STREAM_ASSETS, 'video-720p.mp4')).subarray(0, 100));

    const middle = await get(student, fileUrl('audio.mp4'), { range: 'bytes=1000-1999' });
    assert.equal(middle.statusCode, 206);
    assert.equal(middle.rawPayload.length, 1000);
    const whole = await get(student, fileUrl('video-360p.mp4'));
    assert.equal(whole.statusCode, 200);
    assert.equal(whole.rawPayload.length, statSync(join(STREAM_ASSETS, 'video-360p.mp4')).size);
  });

  it('serves the manifest as application/dash+xml and the captions as text/vtt', async () => {
    const manifest = await get(student, course.stream.url);
    assert.equal(manifest.statusCode, 200);
    assert.match(String(manifest.headers['content-type']), /^application\/dash\+xml/);
    assert.match(manifest.body, /<MPD/);
    const captions = await get(student, fileUrl('captions-en.vtt'));
    assert.equal(captions.statusCode, 200);
    assert.match(String(captions.headers['content-type']), /^text\/vtt/);
    assert.match(captions.body, /^WEBVTT/);
    assert.equal(captions.headers['x-content-type-options'], 'nosniff');
  });

  it('serves the course’s author too', async () => {
    assert.equal((await get(author, fileUrl('video-720p.mp4'), { range: 'bytes=0-99' })).statusCode, 206);
  });

  it('answers 404 to a signed-out visitor, a learner not enrolled, and one enrolled in another course', async () => {
    for (const session of [null, await anonymous(app), stranger, elsewhere])
      for (const name of ['video-720p.mp4', 'manifest.mpd', 'captions-en.vtt']) {
        const res = await get(session, fileUrl(name), { range: 'bytes=0-99' });
        assert.equal(res.statusCode, 404, name);
        assert.equal(res.rawPayload.includes(Buffer.from('ftyp')), false);
      }
  });

  it('answers 404 for a file the folder lacks, a folder with no manifest row, and a way out of the folder', async () => {
    assert.equal((await get(student, fileUrl('video-1080p.mp4'))).statusCode, 404);
    assert.equal(
      (await get(student, '/public/upload/streams/no-such-folder/video-720p.mp4')).statusCode,
      404,
    );
    const folder = course.stream.subDir;
    for (const url of [
      `/public/upload/${folder}/..%2F..%2Fmanifest.mpd`,
      `/public/upload/${folder}/%2E%2E/x/video-720p.mp4`,
    ])
      assert.equal((await get(student, url)).statusCode, 404, url);
  });
});
