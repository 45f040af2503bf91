// Caption tracks of an uploaded lesson video end to end (docs/product/media.md#captions): SRT or WebVTT in,
// WebVTT out, listed on the video, carried by its manifest, kept to its readers, and handed to the lesson
// when the course publishes (and at once when it is published already).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MEDIA_TEXTS, type UploadedMedia } from '@portal/shared-api/contract/medias';
import type { PlayerCourse } from '@portal/shared-api/contract/player';
import { createMedia } from '../medias/factory.ts';
import { createUser } from '../users/factory.ts';
import { authoringClient, completeDraft, seedCategories, textLesson } from '../course-authoring/test-kit.ts';
import { engineIndependent } from '../../testing/database.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';
import { multipart } from '../../testing/multipart.ts';
import { makeClip } from './test-kit.ts';

const SRT = [
  '1',
  '00:00:00,100 --> 00:00:00,600',
  '<i>Hello</i> {\\an8}there',
  '',
  '2',
  '00:00:00,600 --> 00:00:00,900',
  '<font color="red">Tom &amp; Jerry</font>',
  '',
].join('\r\n');

describe('caption tracks of a lesson video', engineIndependent, () => {
  let app: FastifyInstance;
  let author: TestSession;
  let authorId: string;
  let other: TestSession;
  let learner: TestSession;
  let video: UploadedMedia;

  const get = (session: TestSession, url: string) =>
    app.inject({ method: 'GET', url, headers: session.headers });
  const addCaptions = (session: TestSession, id: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/medias/${id}/captions`,
      headers: session.headers,
      payload: { Language: 'en', Label: 'English', FileName: 'lesson.srt', Content: SRT, ...body },
    });
  const removeCaptions = (session: TestSession, id: string, captionId: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/medias/${id}/captions/${captionId}`,
      headers: session.headers,
    });
  const upload = async () => {
    const body = await makeClip({ width: 640, height: 360, seconds: 1 });
    const { payload, contentType } = multipart([
      { name: 'file', filename: 'a.mp4', type: 'video/mp4', body },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload?kind=video&purpose=lesson',
      headers: { ...author.headers, 'content-type': contentType },
      payload,
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<UploadedMedia>();
  };
  const manifestOf = async (media: UploadedMedia) => {
    const res = await get(author, media.ManifestUrl!);
    assert.equal(res.statusCode, 200);
    return res.body;
  };

  before(async () => {
    app = await createTestApp({ role: 'all' });
    await seedCategories(app.db);
    const teacher = await createUser(app.db, { role: 'instructor' });
    authorId = teacher.id;
    author = await signIn(app, teacher.email, teacher.password);
    const stranger = await createUser(app.db, { role: 'instructor' });
    other = await signIn(app, stranger.email, stranger.password);
    const student = await createUser(app.db);
    learner = await signIn(app, student.email, student.password);
    video = await upload();
    assert.equal(video.Status, 'ready', 'role all transcodes inline');
  });
  after(() => app.close());

  it('turns SRT into WebVTT without markup, lists it on the video and serves it to the owner', async () => {
    const res = await addCaptions(author, video.Id, { Language: 'EN', Default: true });
    assert.equal(res.statusCode, 201, res.body);
    const [track] = res.json<UploadedMedia>().Captions;
    assert.deepEqual(
      { ...track, Id: undefined, url: undefined },
      { Id: undefined, Language: 'en', Label: 'English', Default: true, url: undefined },
    );
    const shown = (await get(author, `/api/medias/${video.Id}`)).json<UploadedMedia>();
    assert.deepEqual(shown.Captions, [track]);
    const file = await get(author, track!.url);
    assert.equal(file.statusCode, 200);
    assert.match(file.headers['content-type'] as string, /^text\/vtt/);
    assert.equal(
      file.body,
      'WEBVTT\n\n00:00:00.100 --> 00:00:00.600\nHello there\n\n00:00:00.600 --> 00:00:00.900\nTom &amp; Jerry\n',
    );
    assert.equal((await get(learner, track!.url)).statusCode, 404, 'a private file stays private');
  });

  it('lists each track in the manifest, marks the default, and drops a removed one', async () => {
    const res = await addCaptions(author, video.Id, {
      Language: 'pt-BR',
      Label: 'Português <BR> & co',
      Default: true,
      FileName: 'pt.vtt',
      Content: 'WEBVTT\n\nNOTE hi\n\ncue-1\n00:00.100 --> 00:00.500 line:0\n<v Ana>Olá</v>\n',
    });
    assert.equal(res.statusCode, 201, res.body);
    const after = res.json<UploadedMedia>();
    assert.deepEqual(
      after.Captions.map((c) => [c.Language, c.Default]),
      [
        ['en', false],
        ['pt-br', true],
      ],
      'one default at a time',
    );
    const manifest = await manifestOf(after);
    assert.match(manifest, /<AdaptationSet id="\d+" contentType="text" mimeType="text\/vtt" lang="en">/);
    assert.match(manifest, /<Label>English<\/Label>/);
    assert.match(manifest, /<Label>Português &lt;BR&gt; &amp; co<\/Label>/);
    assert.match(manifest, /value="main"/);
    const beside = after.ManifestUrl!.replace('manifest.mpd', 'captions-pt-br.vtt');
    const copy = await get(author, beside);
    assert.equal(copy.statusCode, 200);
    assert.match(copy.body, /\nOlá\n$/);

    const pt = after.Captions.find((c) => c.Language === 'pt-br')!;
    assert.equal((await removeCaptions(other, video.Id, pt.Id)).statusCode, 404);
    const removed = await removeCaptions(author, video.Id, pt.Id);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(
      removed.json<UploadedMedia>().Captions.map((c) => c.Language),
      ['en'],
    );
    assert.doesNotMatch(await manifestOf(after), /pt-br/);
    assert.equal((await get(author, beside)).statusCode, 404, 'its copy beside the manifest went too');
    assert.equal((await get(author, pt.url)).statusCode, 404, 'and its file');
    assert.equal((await removeCaptions(author, video.Id, pt.Id)).statusCode, 404);
  });

  it('replaces the track of a language sent again, removing the old file', async () => {
    const before = (await get(author, `/api/medias/${video.Id}`)).json<UploadedMedia>().Captions[0]!;
    const res = await addCaptions(author, video.Id, { Label: 'English (CC)', Default: true });
    assert.equal(res.statusCode, 201, res.body);
    const [track] = res.json<UploadedMedia>().Captions;
    assert.equal(track!.Label, 'English (CC)');
    assert.notEqual(track!.url, before.url);
    assert.equal((await get(author, before.url)).statusCode, 404);
  });

  it('refuses a broken file with its line, another’s video, and a file that is no video', async () => {
    const broken = await addCaptions(author, video.Id, {
      Content: '1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03,000 -> 00:00:04\nTwo\n',
    });
    assert.equal(broken.statusCode, 400);
    assert.match(broken.json<{ message: string }>().message, /^Line 6: /);
    const empty = await addCaptions(author, video.Id, { Content: '' });
    assert.equal(empty.json<{ message: string }>().message, 'The caption file has no cues.');
    const stranger = await addCaptions(other, video.Id, {});
    assert.equal(stranger.statusCode, 404);
    assert.equal(stranger.json<{ message: string }>().message, MEDIA_TEXTS.notFound);
    const image = await createMedia(app.db, { ownerId: authorId, extension: 'image/webp' });
    const notVideo = await addCaptions(author, image.id, {});
    assert.equal(notVideo.statusCode, 400);
    assert.equal(notVideo.json<{ message: string }>().message, MEDIA_TEXTS.notAVideo);
    assert.equal((await addCaptions(author, video.Id, { Extra: 1 })).statusCode, 400, 'unknown fields');
    assert.equal((await addCaptions(author, video.Id, { Language: 'english!' })).statusCode, 400);
  });

  it('gives the lesson the video’s tracks when the course publishes, and later ones at once', async () => {
    const lessonVideo = await upload();
    const added = await addCaptions(author, lessonVideo.Id, { Default: true });
    assert.equal(added.statusCode, 201, added.body);
    const base = completeDraft({ Title: 'Captioned Course' });
    const lesson = { ...textLesson('v1', 'Watch'), Type: 'video' as const, MediaId: lessonVideo.Id };
    const published = await authoringClient(app, author).createPublished({
      ...base,
      Sections: [{ ...base.Sections[0]!, Lessons: [lesson] }],
    });
    const enrol = await app.inject({
      method: 'POST',
      url: '/api/enrollments/enroll-free',
      headers: learner.headers,
      payload: { courseId: published.draft.CourseId },
    });
    assert.equal(enrol.statusCode, 201, enrol.body);
    const tracksOf = async () => {
      const res = await get(learner, `/api/player/courses/${published.courseSlug}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<PlayerCourse>().sections[0]!.contents[0]!.transcriptions;
    };
    const [track] = await tracksOf();
    assert.deepEqual(
      { ...track, url: undefined },
      { language: 'en', label: 'English', default: true, url: undefined },
    );
    assert.equal((await get(learner, track!.url)).statusCode, 200, 'the learner reads the course’s captions');

    const french = await addCaptions(author, lessonVideo.Id, { Language: 'fr', Label: 'Français' });
    assert.equal(french.statusCode, 201, french.body);
    const now = await tracksOf();
    assert.deepEqual(
      now.map((t) => [t.language, t.default]),
      [
        ['en', true],
        ['fr', false],
      ],
    );
    assert.equal((await get(learner, now[1]!.url)).statusCode, 200);
  });
});
