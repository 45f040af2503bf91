import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { NOTE_COLORS, NOTE_TEXTS, type CourseNote } from '@portal/shared-api/contract/course-notes';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createCourseNote } from './factory.ts';
import { createVideoCourse, type VideoTestCourse } from '../player/factory-video.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const MINUTE = 60_000;

type Learner = { user: TestUser; session: TestSession };

describe('course notes: the player’s notes on a course, a lesson and a moment of its video', () => {
  let app: FastifyInstance;
  let course: VideoTestCourse;
  let other: VideoTestCourse;
  let stranger: Learner;

  const call = (
    session: TestSession | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url: `/api/course-notes${url}`, headers: session?.headers ?? {}, payload });
  const learner = async (): Promise<Learner> => {
    const user = await createUser(app.db);
    return { user, session: await signIn(app, user.email, user.password) };
  };
  const enrolled = async (): Promise<Learner> => {
    const who = await learner();
    await createEnrollment(app.db, who.user, course);
    return who;
  };
  const note = (fields: object = {}) => ({
    Title: 'Hooks',
    Content: '<p>Start with use</p>',
    CourseId: course.id,
    LessonId: course.video.id,
    Timestamp: 7,
    ...fields,
  });
  const create = async (who: Learner, fields: object = {}) => {
    const res = await call(who.session, 'POST', '', note(fields));
    assert.equal(res.statusCode, 201, res.body);
    return res.json<CourseNote>();
  };
  const refusal = async (who: Learner, method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await call(who.session, method, url, payload);
    return [res.statusCode, res.json().message] as const;
  };

  before(async () => {
    app = await createTestApp();
    const instructor = await createUser(app.db, { role: 'instructor' });
    course = await createVideoCourse(app.db, { instructorId: instructor.id });
    other = await createVideoCourse(app.db, { instructorId: instructor.id });
    stranger = await learner();
  });
  after(() => app.close());

  it('writes a note with sanitised HTML, plain-text title and tags, the lesson’s title and a colour', async () => {
    const who = await enrolled();
    const created = await create(who, {
      Title: '  <b>Hooks</b> & effects ',
      Content:
        '<p onclick="x()">Remember <script>alert(1)</script><strong>this</strong> <img src=x onerror=y></p>',
      LessonName: '<i>Intro</i>',
      Tags: ['<em>react</em>', 'react', 'hooks'],
    });
    assert.equal(created.Title, 'Hooks & effects');
    assert.equal(created.Content, '<p>Remember <strong>this</strong> </p>');
    assert.doesNotMatch(created.Content, /script|onclick|onerror|img/);
    assert.deepEqual(created.Tags, ['react', 'hooks']);
    assert.deepEqual(
      [created.CourseId, created.CourseTitle, created.LessonId, created.LessonTitle, created.LessonName],
      [course.id, course.title, course.video.id, 'Welcome video', 'Intro'],
    );
    assert.equal(created.Timestamp, 7);
    assert.equal(created.IsPrivate, true);
    assert.ok((NOTE_COLORS as readonly string[]).includes(created.Color));
    assert.equal(created.CreatedAt, created.UpdatedAt);
    assert.deepEqual((await call(who.session, 'GET', `/${created.Id}`)).json(), created);
  });

  it('defaults the moment to 0 and takes a note on no lesson; keeps a colour that was chosen', async () => {
    const who = await enrolled();
    const plain = await create(who, { LessonId: undefined, Timestamp: undefined, Color: '#C8E6C9' });
    assert.deepEqual(
      [plain.LessonId, plain.LessonTitle, plain.Timestamp, plain.Color],
      [null, null, 0, '#C8E6C9'],
    );
    assert.equal((await create(who, { LessonId: null, UserId: who.user.id })).LessonId, null);
  });

  // The messages: docs/product/notes.md#note-form-rules.
  it('answers the note form’s messages, also for content that sanitising leaves empty', async () => {
    const who = await enrolled();
    const cases: [object, string][] = [
      [{ Title: '   ' }, NOTE_TEXTS.titleRequired],
      [{ Title: '<b></b>' }, NOTE_TEXTS.titleRequired],
      [{ Content: '' }, NOTE_TEXTS.contentRequired],
      [{ Content: '<p>&nbsp;</p>' }, NOTE_TEXTS.contentRequired],
      [{ Content: '<script>alert(1)</script>' }, NOTE_TEXTS.contentRequired],
      [{ Content: '<p><img src=x onerror=alert(1)></p>' }, NOTE_TEXTS.contentRequired],
      [{ CourseId: '   ' }, NOTE_TEXTS.courseRequired],
      [{ LessonId: other.video.id }, 'This lesson is not part of the course.'],
      [{ LessonId: 'not-an-id' }, 'This lesson is not part of the course.'],
    ];
    for (const [fields, message] of cases)
      assert.deepEqual(await refusal(who, 'POST', '', note(fields)), [400, message], JSON.stringify(fields));
    for (const fields of [
      { Color: '#000000' },
      { Timestamp: -1 },
      { Timestamp: 1.5 },
      { Tags: [''] },
      { Title: 'x'.repeat(201) },
      { UserID: who.user.id },
      { Shared: true },
    ]) {
      const res = await call(who.session, 'POST', '', note(fields));
      assert.equal(res.statusCode, 400, JSON.stringify(fields));
    }
  });

  it('answers 404 for a course the caller does not follow and for a UserId that is not the caller', async () => {
    const who = await enrolled();
    const notFollowed = await call(who.session, 'POST', '', note({ CourseId: other.id, LessonId: null }));
    assert.equal(notFollowed.statusCode, 404);
    assert.equal((await call(who.session, 'POST', '', note({ CourseId: UNKNOWN }))).statusCode, 404);
    assert.equal((await call(who.session, 'POST', '', note({ UserId: stranger.user.id }))).statusCode, 404);
    assert.equal((await call(stranger.session, 'POST', '', note())).statusCode, 404);
    assert.equal((await call(await anonymous(app), 'POST', '', note())).statusCode, 401);
  });

  it('changes a note: sanitised again, what the body leaves out kept, null clearing the lesson', async () => {
    const who = await enrolled();
    const created = await create(who, { Tags: ['keep'], Color: '#BBDEFB', IsPrivate: false });
    const res = await call(who.session, 'PUT', `/${created.Id}`, {
      Title: 'Renamed',
      Content: '<h2>New</h2><p>text<script>x()</script></p>',
      CourseId: course.id,
    });
    assert.equal(res.statusCode, 200, res.body);
    const changed = res.json<CourseNote>();
    assert.deepEqual(
      [changed.Id, changed.Title, changed.Content, changed.LessonId, changed.Timestamp],
      [created.Id, 'Renamed', '<h2>New</h2><p>text</p>', course.video.id, 7],
    );
    assert.deepEqual([changed.Tags, changed.Color, changed.IsPrivate], [['keep'], '#BBDEFB', false]);
    assert.equal(changed.CreatedAt, created.CreatedAt);
    assert.ok(changed.UpdatedAt >= created.UpdatedAt);

    const moved = await call(who.session, 'PUT', `/${created.Id}`, {
      ...note({ LessonId: course.second.id, Timestamp: 3, Tags: [] }),
    });
    assert.deepEqual(
      [moved.json().LessonTitle, moved.json().Timestamp, moved.json().Tags],
      ['Deep dive', 3, []],
    );
    const cleared = await call(who.session, 'PUT', `/${created.Id}`, note({ LessonId: null }));
    assert.deepEqual([cleared.json().LessonId, cleared.json().LessonTitle], [null, null]);
    assert.deepEqual(await refusal(who, 'PUT', `/${created.Id}`, note({ Content: '<p> </p>' })), [
      400,
      NOTE_TEXTS.contentRequired,
    ]);
  });

  it('keeps notes to their author: another learner’s note is a 404 to read, change or delete', async () => {
    const who = await enrolled();
    const classmate = await enrolled();
    const mine = await create(who);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', note({ Title: 'Mine now' })],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(classmate.session, method, `/${mine.Id}`, payload);
      assert.equal(res.statusCode, 404, method);
      assert.equal(res.json().message, 'Note not found');
    }
    assert.equal((await call(who.session, 'GET', `/${mine.Id}`)).json<CourseNote>().Title, 'Hooks');
    assert.equal((await call(who.session, 'GET', `/${UNKNOWN}`)).statusCode, 404);
    assert.equal((await call(who.session, 'GET', '/not-an-id')).statusCode, 404);
  });

  it('deletes a note (true), after which it is gone', async () => {
    const who = await enrolled();
    const created = await create(who);
    const res = await call(who.session, 'DELETE', `/${created.Id}`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json(), true);
    assert.equal((await call(who.session, 'GET', `/${created.Id}`)).statusCode, 404);
    assert.equal((await call(who.session, 'DELETE', `/${created.Id}`)).statusCode, 404);
  });

  it('lists the caller’s notes on a course and on a lesson, newest first; ?userId must be the caller', async () => {
    const who = await enrolled();
    const classmate = await enrolled();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE);
    const old = await createCourseNote(app.db, who.user, course, {
      lessonId: course.video.id,
      timestampSeconds: 2,
      createdAt: at(30),
      updatedAt: at(1),
    });
    const recent = await createCourseNote(app.db, who.user, course, {
      lessonId: course.video.id,
      timestampSeconds: 9,
      createdAt: at(10),
    });
    const general = await createCourseNote(app.db, who.user, course, { createdAt: at(5) });
    await createCourseNote(app.db, classmate.user, course, { lessonId: course.video.id });

    const byCourse = await call(who.session, 'GET', `/course/${course.id}`);
    assert.equal(byCourse.statusCode, 200, byCourse.body);
    assert.deepEqual(
      byCourse.json<CourseNote[]>().map((n) => n.Id),
      [general.id, recent.id, old.id],
    );
    const byLesson = await call(who.session, 'GET', `/lesson/${course.video.id}?userId=${who.user.id}`);
    assert.deepEqual(
      byLesson.json<CourseNote[]>().map((n) => [n.Id, n.Timestamp, n.LessonTitle]),
      [
        [recent.id, 9, 'Welcome video'],
        [old.id, 2, 'Welcome video'],
      ],
    );
    assert.deepEqual((await call(who.session, 'GET', `/lesson/${course.second.id}`)).json(), []);

    for (const url of [
      `/course/${course.id}?userId=${classmate.user.id}`,
      `/lesson/${course.video.id}?userId=${classmate.user.id}`,
      `/course/${other.id}`,
      `/lesson/${other.video.id}`,
      `/course/not-an-id`,
    ])
      assert.equal((await call(who.session, 'GET', url)).statusCode, 404, url);
    assert.equal((await call(stranger.session, 'GET', `/course/${course.id}`)).statusCode, 404);
  });
});
