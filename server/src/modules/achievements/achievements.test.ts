import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { GOAL_TEXTS, type Achievement, type Goal } from '@portal/shared-api/contract/achievements';
import { goals } from './tables.ts';
import { notifications } from '../notifications/tables.ts';
import { weekStartOf } from './goal-progress.ts';
import { createCourse, lessonSections, type TestCourse } from '../catalog/factory.ts';
import { createAchievement } from './factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createStudySession } from '../course-history/factory.ts';
import { createUser } from '../users/factory.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';

type Learner = SignedInUser;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe('goals: set by the learner, measured from their activity, paused, changed and deleted', () => {
  let app: FastifyInstance;
  let me: Learner;
  let other: Learner;
  let course: TestCourse;

  const learner = () => signedInUser(app);
  const call = (who: Learner, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who.session.headers, ...(payload ? { payload } : {}) });
  const create = (who: Learner, body: object) => call(who, 'POST', '/goals?tz=UTC', body);

  before(async () => {
    app = await createTestApp();
    const teacher = await createUser(app.db, { role: 'instructor' });
    course = await createCourse(app.db, { instructorId: teacher.id, sections: lessonSections(2) });
    me = await learner();
    other = await learner();
    // This week's minutes (from Monday) and a session the week before, which a new goal does not count.
    const monday = weekStartOf(new Date());
    const daysIntoWeek = Math.round((Date.now() - Date.parse(`${monday}T00:00:00Z`)) / DAY);
    await createStudySession(app.db, me.user, { daysAgo: 0, minutes: 25, points: 8 });
    if (daysIntoWeek >= 1) await createStudySession(app.db, me.user, { daysAgo: 1, minutes: 15, points: 5 });
    await createStudySession(app.db, me.user, { daysAgo: daysIntoWeek + 1, minutes: 500 });
  });
  after(() => app.close());

  const thisWeek = async () => {
    const monday = weekStartOf(new Date());
    return Date.parse(`${monday}T00:00:00Z`) <= Date.now() - DAY ? 40 : 25;
  };

  it('creates a 60-minute goal that already shows the minutes studied this week', async () => {
    const res = await create(me, {
      Title: ' Study an hour ',
      Type: 'time_spent',
      TargetValue: 60,
      Deadline: day(5),
    });
    assert.equal(res.statusCode, 201, res.body);
    const goal = res.json<Goal>();
    const minutes = await thisWeek();
    assert.equal(goal.Title, 'Study an hour');
    assert.equal(goal.CurrentValue, minutes);
    assert.equal(goal.Progress, Math.round((minutes / 60) * 100));
    assert.equal(goal.Status, 'active');
    assert.equal(goal.Priority, 'medium');
    assert.ok(goal.Deadline!.startsWith(day(5)));
    const list = (await call(me, 'GET', `/goals/user/${me.user.id}`)).json<Goal[]>();
    assert.deepEqual(
      list.map((g) => g.Id),
      [goal.Id],
    );
  });

  it('defaults to learning hours, and completes a goal whose target is reached, capped at 100 %', async () => {
    const hours = (await create(me, { Title: 'Hours', TargetValue: 10 })).json<Goal>();
    assert.equal(hours.Type, 'learning_hours');
    assert.equal(hours.Deadline, null);
    const done = (await create(me, { Title: 'Quick win', Type: 'points', TargetValue: 5 })).json<Goal>();
    assert.equal(done.Status, 'completed');
    assert.equal(done.Progress, 100);
    assert.ok(done.CompletedAt);
    const paused = await call(me, 'POST', `/goals/${done.Id}/pause`);
    assert.equal(paused.statusCode, 409);
    assert.equal(paused.json().message, GOAL_TEXTS.completedLocked);
  });

  it('shows a goal past its deadline and not reached as overdue', async () => {
    const [row] = await app.db
      .insert(goals)
      .values({
        userId: me.user.id,
        title: 'Missed',
        type: 'time_spent',
        targetValue: 10_000,
        deadline: new Date(Date.now() - DAY),
        createdAt: new Date(Date.now() - 10 * DAY),
      })
      .returning();
    const list = (await call(me, 'GET', `/goals/user/${me.user.id}`)).json<Goal[]>();
    assert.equal(list.find((g) => g.Id === row!.id)!.Status, 'overdue');
  });

  it('pauses and resumes a goal, and changes its fields but never its status from a body', async () => {
    const goal = (
      await create(me, { Title: 'Streak', Type: 'streak', TargetValue: 30, Priority: 'high' })
    ).json<Goal>();
    assert.equal((await call(me, 'POST', `/goals/${goal.Id}/pause`)).json<Goal>().Status, 'paused');
    const edited = await call(me, 'PUT', `/goals/${goal.Id}?tz=UTC`, {
      Title: 'Long streak',
      TargetValue: 40,
    });
    assert.equal(edited.json<Goal>().Title, 'Long streak');
    assert.equal(edited.json<Goal>().Status, 'paused');
    assert.equal((await call(me, 'POST', `/goals/${goal.Id}/resume`)).json<Goal>().Status, 'active');
    assert.equal((await call(me, 'PUT', `/goals/${goal.Id}`, { Status: 'completed' })).statusCode, 400);
    assert.equal((await create(me, { Title: 'x', TargetValue: 1, CurrentValue: 1 })).statusCode, 400);
  });

  it('answers bad input with clear messages', async () => {
    const blank = await create(me, { Title: '   ', TargetValue: 5 });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, GOAL_TEXTS.titleRequired);
    const past = await create(me, { Title: 'Late', TargetValue: 5, Deadline: day(-2) });
    assert.equal(past.json().message, GOAL_TEXTS.deadlinePast);
    const quiz = await create(me, { Title: 'Quiz', Type: 'quiz_score', TargetValue: 120 });
    assert.equal(quiz.json().message, GOAL_TEXTS.quizTarget);
    assert.equal((await create(me, { Title: 'Zero', TargetValue: 0 })).statusCode, 400);
    assert.equal((await create(me, { Title: 'Kind', Type: 'fun', TargetValue: 3 })).statusCode, 400);
  });

  it('keeps goals private: another user’s goal or list is a 404, and deleting removes it', async () => {
    const goal = (await create(me, { Title: 'Mine', TargetValue: 3 })).json<Goal>();
    assert.equal((await call(other, 'GET', `/goals/user/${me.user.id}`)).statusCode, 404);
    assert.equal((await call(other, 'PUT', `/goals/${goal.Id}`, { Title: 'Theirs' })).statusCode, 404);
    assert.equal((await call(other, 'POST', `/goals/${goal.Id}/pause`)).statusCode, 404);
    assert.equal((await call(other, 'DELETE', `/goals/${goal.Id}`)).statusCode, 404);
    assert.equal((await call(me, 'DELETE', `/goals/${goal.Id}`)).statusCode, 204);
    assert.equal((await call(me, 'DELETE', `/goals/${goal.Id}`)).statusCode, 404);
    assert.equal((await call(me, 'DELETE', '/goals/not-a-uuid')).statusCode, 404);
  });

  it('unlocks an achievement when a lesson is completed, once, with a notification', async () => {
    const first = await createAchievement(app.db, { title: 'First Lesson', type: 'lessons', target: 1 });
    const five = await createAchievement(app.db, { title: 'Five Lessons', type: 'lessons', target: 5 });
    await createEnrollment(app.db, other.user, course);
    const lessonIds = course.sections.flatMap((s) => s.lessons.map((l) => l.id));
    const before = (await call(other, 'GET', `/achievements/user/${other.user.id}`)).json<Achievement[]>();
    assert.equal(before.find((a) => a.Id === first.id)!.EarnedAt, null);
    for (const lessonId of lessonIds.slice(0, 2)) {
      const res = await call(other, 'PUT', `/enrollments/progress/${course.id}`, {
        lessonId,
        completed: true,
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    const list = (await call(other, 'GET', `/achievements/user/${other.user.id}`)).json<Achievement[]>();
    const unlocked = list.find((a) => a.Id === first.id)!;
    assert.ok(unlocked.EarnedAt);
    assert.equal(unlocked.Progress, 100);
    assert.equal(list[0]!.Id, first.id, 'earned first');
    assert.equal(list.find((a) => a.Id === five.id)!.Progress, 40);
    const sent = await app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, other.user.id),
          eq(notifications.title, 'Achievement unlocked: First Lesson'),
        ),
      );
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.actionUrl, '/user/achievements');
    assert.equal((await call(me, 'GET', `/achievements/user/${other.user.id}`)).statusCode, 404);
  });
});
