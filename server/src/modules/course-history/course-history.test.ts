import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import type {
  HistoryItem,
  HistoryPage,
  HistorySession,
  HistoryStats,
} from '@portal/shared-api/contract/course-history';
import { HISTORY_TEXTS } from '@portal/shared-api/contract/course-history';
import { studySessions } from './tables.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createHistoryItem } from './factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createVideoCourse, type VideoTestCourse } from '../player/factory-video.ts';
import { pdfText } from '../../testing/files.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

type Learner = { user: TestUser; session: TestSession };
const DAY = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
const at = (daysAgo: number, hour = 12) =>
  new Date(`${day(daysAgo)}T${String(hour).padStart(2, '0')}:00:00Z`);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

describe('learning history: recorded by the player, filtered, summed per day and exported', () => {
  let app: FastifyInstance;
  let react: VideoTestCourse;
  let css: VideoTestCourse;
  let me: Learner;
  let student2: Learner;

  const learner = async (): Promise<Learner> => {
    const user = await createUser(app.db);
    return { user, session: await signIn(app, user.email, user.password) };
  };
  const get = (who: Learner, url: string) =>
    app.inject({ method: 'GET', url: `/api/course-history${url}`, headers: who.session.headers });
  const record = (who: Learner, payload: object, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130') =>
    app.inject({
      method: 'POST',
      url: '/api/course-history',
      headers: { ...who.session.headers, 'user-agent': userAgent },
      payload,
    });

  before(async () => {
    app = await createTestApp();
    const instructor = await createUser(app.db, { role: 'instructor' });
    react = await createVideoCourse(app.db, { instructorId: instructor.id, title: 'React Hooks' });
    css = await createVideoCourse(app.db, { instructorId: instructor.id, title: '=HYPERLINK("x")' });
    me = await learner();
    student2 = await learner();
    for (const who of [me, student2]) {
      await createEnrollment(app.db, who.user, react);
      await createEnrollment(app.db, who.user, css);
    }
    // Two days ago: two sessions in React (one completed); yesterday: CSS; 40 days ago: React.
    await createHistoryItem(app.db, me.user, react, react.video, {
      action: 'started',
      durationSeconds: 600,
      occurredAt: at(2, 9),
    });
    await createHistoryItem(app.db, me.user, react, react.video, {
      action: 'completed',
      durationSeconds: 900,
      progress: 100,
      occurredAt: at(2, 10),
    });
    await createHistoryItem(app.db, me.user, css, css.video, {
      action: 'paused',
      durationSeconds: 1200,
      occurredAt: at(1, 20),
    });
    await createHistoryItem(app.db, me.user, react, react.second, {
      action: 'viewed',
      durationSeconds: 300,
      occurredAt: at(40),
    });
    await createHistoryItem(app.db, student2.user, react, react.video, {
      action: 'viewed',
      occurredAt: at(1),
    });
  });
  after(() => app.close());

  it('records a player event with the server’s time, the lesson’s title and the device, and counts its minutes', async () => {
    const res = await record(
      me,
      {
        CourseId: react.id,
        LessonId: react.second.id,
        Action: 'paused',
        Duration: 185,
        Progress: 40,
        VideoPosition: 30,
        Timestamp: '1999-01-01T00:00:00Z',
      },
      IPHONE,
    );
    assert.equal(res.statusCode, 201, res.body);
    const item = res.json<HistoryItem>();
    assert.equal(item.LessonTitle, 'Deep dive');
    assert.equal(item.DeviceType, 'mobile');
    assert.ok(Date.now() - Date.parse(item.Timestamp) < 60_000, 'stamped now, not with the client’s time');
    const sessions = await app.db.select().from(studySessions).where(eq(studySessions.userId, me.user.id));
    assert.deepEqual(
      sessions.map((s) => [s.minutes, s.courseId]),
      [[3, react.id]],
    );
    await app.inject({
      method: 'DELETE',
      url: `/api/course-history/${item.Id}`,
      headers: me.session.headers,
    });
    await app.db.delete(studySessions).where(eq(studySessions.userId, me.user.id));
  });

  it('refuses events on a lesson of another course, a course not followed, unknown fields and someone else', async () => {
    const stranger = await learner();
    assert.equal(
      (await record(stranger, { CourseId: react.id, LessonId: react.video.id, Action: 'viewed' })).statusCode,
      404,
    );
    assert.equal(
      (await record(me, { CourseId: react.id, LessonId: css.video.id, Action: 'viewed' })).statusCode,
      404,
    );
    assert.equal(
      (await record(me, { CourseId: react.id, LessonId: react.video.id, Action: 'skipped' })).statusCode,
      400,
    );
    assert.equal(
      (await record(me, { CourseId: react.id, LessonId: react.video.id, Action: 'viewed', Points: 9 }))
        .statusCode,
      400,
    );
    assert.equal(
      (
        await record(me, {
          CourseId: react.id,
          LessonId: react.video.id,
          Action: 'viewed',
          UserId: student2.user.id,
        })
      ).statusCode,
      404,
    );
  });

  it('lists my history newest first, a page at a time, by course, action and days', async () => {
    const page = (await get(me, `/user/${me.user.id}?pageSize=2`)).json<HistoryPage>();
    assert.equal(page.Total, 4);
    assert.deepEqual(
      page.Items.map((i) => i.Action),
      ['paused', 'completed'],
    );
    const byCourse = (
      await get(me, `/user/${me.user.id}?courseId=${react.id}&action=completed`)
    ).json<HistoryPage>();
    assert.deepEqual(
      byCourse.Items.map((i) => i.LessonTitle),
      ['Welcome video'],
    );
    // A start alone ends today; an end alone starts 30 days before it
    // (docs/product/history.md#date-filter-defaults).
    const fromOnly = (await get(me, `/user/${me.user.id}?from=${day(1)}`)).json<HistoryPage>();
    assert.deepEqual(
      fromOnly.Items.map((i) => i.Action),
      ['paused'],
    );
    const toOnly = (await get(me, `/user/${me.user.id}?to=${day(2)}`)).json<HistoryPage>();
    assert.deepEqual(
      toOnly.Items.map((i) => i.Action),
      ['completed', 'started'],
    );
    const backwards = await get(me, `/user/${me.user.id}?from=${day(1)}&to=${day(3)}`);
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().message, HISTORY_TEXTS.badRange);
    assert.equal((await get(me, `/user/${me.user.id}?tz=Mars/Olympus`)).statusCode, 400);
  });

  it('answers a course’s and a lesson’s history, and the recent items', async () => {
    const course = (await get(me, `/course/${css.id}`)).json<HistoryItem[]>();
    assert.deepEqual(
      course.map((i) => i.Action),
      ['paused'],
    );
    const lesson = (await get(me, `/lesson/${react.video.id}`)).json<HistoryItem[]>();
    assert.deepEqual(
      lesson.map((i) => i.Action),
      ['completed', 'started'],
    );
    const recent = (await get(me, `/user/${me.user.id}/recent?limit=1`)).json<HistoryItem[]>();
    assert.equal(recent.length, 1);
  });

  it('sums each day: minutes, courses, lessons completed and activities', async () => {
    const sessions = (await get(me, `/user/${me.user.id}/sessions?from=${day(10)}`)).json<HistorySession[]>();
    assert.deepEqual(sessions, [
      { Date: day(1), TotalTime: 20, CoursesStudied: 1, LessonsCompleted: 0, Activities: 1 },
      { Date: day(2), TotalTime: 25, CoursesStudied: 1, LessonsCompleted: 1, Activities: 2 },
    ]);
  });

  it('gives stats for the month and all time, with the streak up to yesterday', async () => {
    const month = (await get(me, `/user/${me.user.id}/stats`)).json<HistoryStats>();
    assert.equal(month.Timeframe, 'month');
    assert.equal(month.TotalStudyTime, 45);
    assert.equal(month.TotalCourses, 2);
    assert.equal(month.AverageSessionTime, 23);
    assert.equal(month.LongestSession, 25);
    assert.equal(month.StudyStreak, 2);
    assert.equal(
      month.MostActiveDay,
      new Date(at(2)).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }),
    );
    const all = (await get(me, `/user/${me.user.id}/stats?timeframe=all`)).json<HistoryStats>();
    assert.equal(all.TotalStudyTime, 50);
    assert.equal(all.TotalLessons, 3);
  });

  it('lets me correct and delete only my own items', async () => {
    const [mine] = (await get(me, `/lesson/${react.second.id}`)).json<HistoryItem[]>();
    const theirs = (await get(student2, `/user/${student2.user.id}`)).json<HistoryPage>().Items[0]!;
    const put = (id: string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/course-history/${id}`, headers: me.session.headers, payload });
    const fixed = await put(mine!.Id, { Duration: 360 });
    assert.equal(fixed.json<HistoryItem>().Duration, 360);
    assert.equal((await put(mine!.Id, {})).statusCode, 400);
    assert.equal((await put(theirs.Id, { Duration: 1 })).statusCode, 404);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/course-history/${theirs.Id}`,
      headers: me.session.headers,
    });
    assert.equal(del.statusCode, 404);
    assert.equal((await get(me, `/user/${student2.user.id}/sessions`)).statusCode, 404);
  });

  it('exports CSV with formulas defused, an XLSX spreadsheet and a PDF holding the rows', async () => {
    const link = (await get(me, `/user/${me.user.id}/export?format=csv&from=${day(10)}`)).json<{
      downloadUrl: string;
    }>();
    const csv = await app.inject({ method: 'GET', url: link.downloadUrl, headers: me.session.headers });
    assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    assert.equal(lines[0], 'Date,Course,Lesson,Action,Duration (s),Progress (%),Device,Location');
    assert.equal(lines.length, 4, 'the filter applies: three rows in ten days');
    assert.match(lines[1]!, /,"'=HYPERLINK\(""x""\)",Welcome video,Paused,1200,0,desktop,/);

    const xlsxLink = (await get(me, `/user/${me.user.id}/export?format=xlsx`)).json<{
      downloadUrl: string;
    }>();
    const xlsx = await app.inject({ method: 'GET', url: xlsxLink.downloadUrl, headers: me.session.headers });
    assert.equal(
      xlsx.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readSheet(xlsx.rawPayload);
    assert.deepEqual(sheet[0]?.slice(0, 4), ['Date', 'Course', 'Lesson', 'Action']);
    assert.equal(sheet.length, 5);
    assert.deepEqual(
      sheet.slice(1).map((row) => row[3]),
      ['Paused', 'Completed', 'Started', 'Viewed'],
    );
    assert.equal(sheet[1]?.[1], '=HYPERLINK("x")', 'a text cell, not a formula');

    const pdf = await app.inject({
      method: 'GET',
      url: `/api/course-history/user/${me.user.id}/export/download?format=pdf`,
      headers: me.session.headers,
    });
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const words of ['Learning history', 'React Hooks', 'Welcome video', 'Completed', '15m'])
      assert.ok(text.includes(words), words);
    assert.equal((await get(me, `/user/${student2.user.id}/export?format=pdf`)).statusCode, 404);
  });
});
