import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { CourseNote, NoteTag, SharedNote } from '@portal/shared-api/contract/course-notes';
import { NOTE_TEXTS } from '@portal/shared-api/contract/course-notes';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createCourseNote } from './factory.ts';
import { createVideoCourse, type VideoTestCourse } from '../player/factory-video.ts';
import { pdfText } from '../../testing/files.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

type Learner = { user: TestUser; session: TestSession };

describe('course notes page: filters, search, tags, exports and shared links', () => {
  let app: FastifyInstance;
  let react: VideoTestCourse;
  let css: VideoTestCourse;
  let me: Learner;
  let student2: Learner;
  let hooks: { id: string };

  const get = (who: Learner | null, url: string) =>
    app.inject({ method: 'GET', url: `/api/course-notes${url}`, headers: who?.session.headers ?? {} });
  const learner = async (): Promise<Learner> => {
    const user = await createUser(app.db);
    return { user, session: await signIn(app, user.email, user.password) };
  };
  const titles = (notes: CourseNote[]) => notes.map((note) => note.Title).sort();

  before(async () => {
    app = await createTestApp();
    const instructor = await createUser(app.db, { role: 'instructor' });
    react = await createVideoCourse(app.db, { instructorId: instructor.id, title: 'React Hooks in Depth' });
    css = await createVideoCourse(app.db, { instructorId: instructor.id, title: 'Modern CSS' });
    me = await learner();
    student2 = await learner();
    await createEnrollment(app.db, me.user, react);
    await createEnrollment(app.db, me.user, css);
    hooks = await createCourseNote(app.db, me.user, react, {
      title: 'Hooks rules',
      content: '<p>Call hooks at the <strong>top level</strong></p><ul><li>never in loops</li></ul>',
      lessonId: react.video.id,
      timestampSeconds: 125,
      tags: ['hooks', 'rules'],
      isPrivate: false,
    });
    await createCourseNote(app.db, me.user, react, {
      title: 'Effects',
      content: '<p>Clean up subscriptions</p>',
      lessonId: react.second.id,
      tags: ['hooks'],
    });
    await createCourseNote(app.db, me.user, css, {
      title: 'Grid areas',
      content: '<p>Name the areas</p>',
      tags: ['layout'],
    });
    await createCourseNote(app.db, student2.user, react, { title: 'Someone else’s', tags: ['hooks'] });
  });
  after(() => app.close());

  it('lists only my notes, filtered by courses, by any of the tags and by words (not HTML tags)', async () => {
    const all = await get(me, `/user/${me.user.id}`);
    assert.equal(all.statusCode, 200);
    assert.deepEqual(titles(all.json()), ['Effects', 'Grid areas', 'Hooks rules']);
    const byCourse = await get(me, `/user/${me.user.id}?courseIds=${css.id}`);
    assert.deepEqual(titles(byCourse.json()), ['Grid areas']);
    const byTags = await get(me, `/user/${me.user.id}?tags=layout,rules`);
    assert.deepEqual(titles(byTags.json()), ['Grid areas', 'Hooks rules']);
    const byWords = await get(me, `/user/${me.user.id}?q=TOP%20LEVEL`);
    assert.deepEqual(titles(byWords.json()), ['Hooks rules']);
    const markup = await get(me, `/user/${me.user.id}?q=strong`);
    assert.deepEqual(markup.json(), []);
    const note = (byWords.json() as CourseNote[])[0]!;
    assert.equal(note.CourseSlug, react.slug);
    assert.equal(note.Timestamp, 125);
  });

  it('searches my notes by words, and a percent sign is a character, not a wildcard', async () => {
    const found = await get(me, '/search?q=subscriptions');
    assert.deepEqual(titles(found.json()), ['Effects']);
    const wildcard = await get(me, '/search?q=%25');
    assert.deepEqual(wildcard.json(), []);
  });

  it('counts my tags, the most used first', async () => {
    const res = await get(me, `/user/${me.user.id}/tags`);
    assert.deepEqual(res.json<NoteTag[]>(), [
      { Tag: 'hooks', Count: 2 },
      { Tag: 'layout', Count: 1 },
      { Tag: 'rules', Count: 1 },
    ]);
  });

  it('answers another person’s notes, tags and export as not found', async () => {
    for (const url of [
      `/user/${student2.user.id}`,
      `/user/${student2.user.id}/tags`,
      `/user/${student2.user.id}/export?format=txt`,
      `/search?q=a&userId=${student2.user.id}`,
    ]) {
      assert.equal((await get(me, url)).statusCode, 404, url);
    }
    assert.equal((await get(null, `/user/${me.user.id}`)).statusCode, 401);
  });

  it('exports a PDF, a text file and Markdown holding the notes grouped by course and lesson', async () => {
    const link = await get(me, `/user/${me.user.id}/export?format=pdf`);
    assert.equal(link.statusCode, 200);
    const { downloadUrl } = link.json<{ downloadUrl: string }>();
    const pdf = await app.inject({ method: 'GET', url: downloadUrl, headers: me.session.headers });
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(
      String(pdf.headers['content-disposition']),
      /attachment; filename="course-notes-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const text = await pdfText(pdf.rawPayload);
    for (const words of [
      'React Hooks in Depth',
      'Welcome video',
      'Hooks rules',
      'top level',
      'Modern CSS',
      'Grid areas',
    ])
      assert.ok(text.includes(words), `${words} in the PDF`);
    assert.ok(!text.includes('Someone else'));

    const txt = await app.inject({
      method: 'GET',
      url: `/api/course-notes/user/${me.user.id}/export/download?format=txt`,
      headers: me.session.headers,
    });
    assert.equal(txt.headers['content-type'], 'text/plain; charset=utf-8');
    assert.match(
      txt.body,
      /Modern CSS[\s\S]*React Hooks in Depth\n-+\n\n {2}Welcome video[\s\S]*Hooks rules \(at 2:05 · tags: hooks, rules/,
    );
    assert.ok(!txt.body.includes('<strong>'));

    const md = await app.inject({
      method: 'GET',
      url: `/api/course-notes/user/${me.user.id}/export/download?format=md&courseIds=${react.id}`,
      headers: me.session.headers,
    });
    assert.equal(md.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.match(md.body, /## React Hooks in Depth\n\n### Welcome video\n\n#### Hooks rules/);
    assert.match(md.body, /\*\*top level\*\*/);
    assert.match(md.body, /- +never in loops/);
    assert.ok(!md.body.includes('Grid areas'), 'the course filter applies to the export');

    const bad = await get(me, `/user/${me.user.id}/export?format=docx`);
    assert.equal(bad.statusCode, 400);
  });

  it('shares a public note read-only by an unguessable link, the same until revoked', async () => {
    const share = await app.inject({
      method: 'POST',
      url: `/api/course-notes/${hooks.id}/share`,
      headers: me.session.headers,
    });
    assert.equal(share.statusCode, 200, share.body);
    const { token, shareUrl } = share.json<{ token: string; shareUrl: string }>();
    assert.ok(token.length >= 24);
    assert.ok(shareUrl.endsWith(`/notes/shared/${token}`));
    const again = await app.inject({
      method: 'POST',
      url: `/api/course-notes/${hooks.id}/share`,
      headers: me.session.headers,
    });
    assert.equal(again.json().token, token);

    const visitor = await anonymous(app);
    const shared = await app.inject({
      method: 'GET',
      url: `/api/course-notes/shared/${token}`,
      headers: visitor.headers,
    });
    assert.equal(shared.statusCode, 200);
    const note = shared.json<SharedNote>();
    assert.equal(note.Title, 'Hooks rules');
    assert.equal(note.CourseTitle, 'React Hooks in Depth');
    assert.equal(note.LessonTitle, 'Welcome video');
    assert.equal('Id' in note, false, 'nothing to write with');

    const byOther = await app.inject({
      method: 'PUT',
      url: `/api/course-notes/${hooks.id}`,
      headers: student2.session.headers,
      payload: { Title: 'x', Content: '<p>x</p>', CourseId: react.id },
    });
    assert.equal(byOther.statusCode, 404);
    const otherShare = await app.inject({
      method: 'POST',
      url: `/api/course-notes/${hooks.id}/share`,
      headers: student2.session.headers,
    });
    assert.equal(otherShare.statusCode, 404);

    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/course-notes/${hooks.id}/share`,
      headers: me.session.headers,
    });
    assert.equal(revoke.statusCode, 204);
    const gone = await app.inject({ method: 'GET', url: `/api/course-notes/shared/${token}` });
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().message, NOTE_TEXTS.sharedNotFound);
  });

  it('refuses to share a private note, and making a shared note private ends its link', async () => {
    const priv = await createCourseNote(app.db, me.user, css, { title: 'Private', isPrivate: true });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/course-notes/${priv.id}/share`,
      headers: me.session.headers,
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, NOTE_TEXTS.privateNotShareable);

    const open = await createCourseNote(app.db, me.user, css, { title: 'Open', isPrivate: false });
    const { token } = (
      await app.inject({
        method: 'POST',
        url: `/api/course-notes/${open.id}/share`,
        headers: me.session.headers,
      })
    ).json();
    const made = await app.inject({
      method: 'PUT',
      url: `/api/course-notes/${open.id}`,
      headers: me.session.headers,
      payload: { Title: 'Open', Content: '<p>Now private</p>', CourseId: css.id, IsPrivate: true },
    });
    assert.equal(made.statusCode, 200);
    assert.equal(made.json<CourseNote>().ShareToken, null);
    assert.equal(
      (await app.inject({ method: 'GET', url: `/api/course-notes/shared/${token}` })).statusCode,
      404,
    );
  });
});
