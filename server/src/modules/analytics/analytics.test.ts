import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_TEXTS,
  DEFAULT_INSIGHTS,
  type CourseAnalytics,
  type LearningAnalytics,
  type LearningInsights,
  type LearningTotals,
  type StudySession,
} from '@portal/shared-api/contract/analytics';
import { categories } from '../catalog/tables.ts';
import { createCourse, lessonSections, type TestCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createHistoryItem, createStudySession } from '../course-history/factory.ts';
import { createQuizAttempt } from '../player/factory-quiz.ts';
import { createUser } from '../users/factory.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';

type Learner = SignedInUser;
const DAY = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
const at = (daysAgo: number, hour: number) =>
  new Date(`${day(daysAgo)}T${String(hour).padStart(2, '0')}:10:00Z`);
const weekdayOf = (daysAgo: number) =>
  new Date(`${day(daysAgo)}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

describe('learning analytics: computed from the learner’s sessions, courses, quizzes and history', () => {
  let app: FastifyInstance;
  let me: Learner;
  let empty: Learner;
  let react: TestCourse;
  let sql: TestCourse;

  const learner = () => signedInUser(app);
  const get = (who: Learner, url: string) =>
    app.inject({
      method: 'GET',
      url: `/api/analytics/user/${who.user.id}${url}`,
      headers: who.session.headers,
    });

  before(async () => {
    app = await createTestApp();
    const teacher = await createUser(app.db, { role: 'instructor' });
    const [web, data] = await app.db
      .insert(categories)
      .values([
        { slug: 'web', title: 'Web Development' },
        { slug: 'data', title: 'Data' },
      ])
      .returning();
    react = await createCourse(app.db, {
      instructorId: teacher.id,
      title: 'React',
      categoryId: web!.id,
      sections: [{ lessons: [{ type: 'quiz' }, { type: 'quiz' }, { type: 'text' }] }],
    });
    sql = await createCourse(app.db, {
      instructorId: teacher.id,
      title: 'SQL',
      categoryId: data!.id,
      sections: lessonSections(2),
    });
    me = await learner();
    empty = await learner();
    await createEnrollment(app.db, me.user, react, { progress: 40, lastAccessedAt: new Date() });
    await createEnrollment(app.db, me.user, sql, { status: 'completed' });
    // 10 days of study ending today, then a gap, then 3 days: 20, 25, 30 … minutes.
    for (const d of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 40, 41, 42])
      await createStudySession(app.db, me.user, {
        daysAgo: d,
        minutes: 20 + (d % 10) * 5,
        courseId: react.id,
      });
    await createStudySession(app.db, me.user, { daysAgo: 2, minutes: 100, courseId: sql.id });
    const [quizA, quizB] = react.sections[0]!.lessons;
    await createQuizAttempt(app.db, me.user, quizA!, 60);
    await createQuizAttempt(app.db, me.user, quizA!, 90);
    await createQuizAttempt(app.db, me.user, quizB!, 80);
    const lesson = sql.sections[0]!.lessons[0]!;
    for (const [d, hour] of [
      [0, 8],
      [1, 9],
      [2, 10],
      [3, 20],
    ] as const)
      await createHistoryItem(app.db, me.user, sql, lesson, { occurredAt: at(d, hour) });
  });
  after(() => app.close());

  it('answers every day of the last 30 with the minutes studied, and the range, week and month sums', async () => {
    const res = await get(me, '?tz=UTC');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<LearningAnalytics>();
    assert.equal(body.Start, day(29));
    assert.equal(body.End, day(0));
    assert.equal(body.Sessions.length, 30);
    assert.deepEqual(body.Sessions.at(-1), { Date: day(0), Duration: 20 });
    assert.deepEqual(body.Sessions.at(-3), { Date: day(2), Duration: 130 });
    assert.equal(body.Sessions.find((s) => s.Date === day(15))!.Duration, 0);
    const lastTen = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].reduce((sum, d) => sum + 20 + d * 5, 0) + 100;
    assert.equal(body.RangeMinutes, lastTen);
    assert.equal(body.MonthlyMinutes, lastTen);
    assert.equal(
      body.WeeklyMinutes,
      [0, 1, 2, 3, 4, 5, 6].reduce((sum, d) => sum + 20 + d * 5, 100),
    );
  });

  it('counts hours, courses enrolled and completed, the current and the longest streak', async () => {
    const body = (await get(me, '')).json<LearningAnalytics>();
    const total = lastTenAndOld();
    assert.deepEqual(body.Totals, {
      TotalHoursLearned: Math.round((total / 60) * 10) / 10,
      TotalCoursesEnrolled: 2,
      TotalCoursesCompleted: 1,
      CurrentStreak: 10,
      LongestStreak: 10,
    } satisfies LearningTotals);
    assert.deepEqual((await get(me, '/overview')).json(), body.Totals);
  });

  it('lists each course’s progress, time spent and best score per quiz; averages the range’s attempts', async () => {
    const body = (await get(me, '')).json<LearningAnalytics>();
    const reactRow = body.Courses.find((c) => c.CourseId === react.id)!;
    assert.equal(reactRow.Category, 'Web Development');
    assert.equal(reactRow.Progress, 40);
    assert.deepEqual([...reactRow.QuizScores].sort(), [80, 90]);
    assert.equal(body.Courses.find((c) => c.CourseId === sql.id)!.TimeSpent, 100);
    assert.equal(body.AverageQuizScore, Math.round((60 + 90 + 80) / 3));
    assert.equal(body.QuizAttempts, 3);
    const courses = (await get(me, '/courses')).json<CourseAnalytics[]>();
    assert.deepEqual(courses, body.Courses);
  });

  it('finds the best study time, the most productive day, a recommendation and strong and weak areas', async () => {
    const body = (await get(me, '?tz=UTC')).json<LearningAnalytics>();
    assert.equal(body.Insights.IsDefault, false);
    assert.equal(body.Insights.PreferredStudyTime, 'morning');
    assert.equal(body.Insights.MostProductiveDay, weekdayOf(2));
    assert.ok(body.Insights.RecommendedStudyTime >= 45 && body.Insights.RecommendedStudyTime % 5 === 0);
    assert.deepEqual(body.Insights.StrongAreas, ['Web Development']);
    assert.deepEqual(body.Insights.WeakAreas, []);
    // The same history read in a zone eleven hours ahead moves the mornings into the evening.
    const ahead = (await get(me, '/insights?tz=Pacific/Kiritimati')).json<LearningInsights>();
    assert.notEqual(ahead.PreferredStudyTime, 'morning');
  });

  // The default insights: docs/product/analytics.md#insights.
  it('uses the default insights only for a learner without activity in the range', async () => {
    const body = (await get(empty, '')).json<LearningAnalytics>();
    assert.deepEqual(body.Insights, { ...DEFAULT_INSIGHTS, IsDefault: true });
    assert.equal(body.RangeMinutes, 0);
    assert.equal(body.AverageQuizScore, null);
    assert.deepEqual(body.Courses, []);
    const old = (await get(me, `?start=${day(60)}&end=${day(50)}`)).json<LearningAnalytics>();
    assert.equal(old.Insights.IsDefault, true);
  });

  it('takes a custom range, and refuses a backwards one, one too long and an unknown zone', async () => {
    const body = (await get(me, `?start=${day(42)}&end=${day(40)}`)).json<LearningAnalytics>();
    assert.deepEqual(
      body.Sessions.map((s) => s.Duration),
      [30, 25, 20],
    );
    assert.equal(body.RangeMinutes, 75);
    const backwards = await get(me, `?start=${day(1)}&end=${day(3)}`);
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().message, ANALYTICS_TEXTS.badRange);
    const long = await get(me, `?start=${day(400)}&end=${day(0)}`);
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, ANALYTICS_TEXTS.tooLong);
    assert.equal((await get(me, '?tz=Mars/Olympus')).statusCode, 400);
    assert.equal((await get(me, '?start=yesterday')).statusCode, 400);
    assert.equal((await get(me, '?days=3')).statusCode, 400);
  });

  it('answers the study sessions of the last days, 30 unless asked', async () => {
    assert.equal((await get(me, '/sessions')).json<StudySession[]>().length, 30);
    const week = (await get(me, '/sessions?days=7')).json<StudySession[]>();
    assert.deepEqual(
      week.map((s) => s.Date),
      [6, 5, 4, 3, 2, 1, 0].map(day),
    );
  });

  it('shows nobody else’s analytics: another userId is a 404, and signed out is a 401', async () => {
    for (const path of ['', '/overview', '/sessions', '/courses', '/insights']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/analytics/user/${me.user.id}${path}`,
        headers: empty.session.headers,
      });
      assert.equal(res.statusCode, 404, path);
    }
    assert.equal(
      (await app.inject({ method: 'GET', url: `/api/analytics/user/${me.user.id}` })).statusCode,
      401,
    );
  });
});

function lastTenAndOld(): number {
  return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 40, 41, 42].reduce((sum, d) => sum + 20 + (d % 10) * 5, 0) + 100;
}
