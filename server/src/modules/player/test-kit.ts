// What the player's video-progress test files share: a video course by an instructor, its author's and an
// administrator's sessions, a stranger, learners enrolled on demand, and the calls a player makes.
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EnrolledCourse } from '@portal/shared-api/contract/enrollments';
import type { VideoProgressAnswer } from '@portal/shared-api/contract/player';
import { lessonCompletions } from '../enrollments/tables.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createVideoCourse, type VideoTestCourse } from './factory-video.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

export type Learner = { user: TestUser; session: TestSession };

/** Call `start` in `before` (it answers what it made) and `stop` in `after`. */
export function videoProgressKit() {
  const state = {
    app: undefined as unknown as FastifyInstance,
    course: undefined as unknown as VideoTestCourse,
  };
  const call = (
    session: TestSession | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    state.app.inject({ method, url, headers: session?.headers ?? {}, payload });
  const learner = async (): Promise<Learner> => {
    const user = await createUser(state.app.db);
    return { user, session: await signIn(state.app, user.email, user.password) };
  };
  const enrolled = async (target: { id: string } = state.course): Promise<Learner> => {
    const who = await learner();
    await createEnrollment(state.app.db, who.user, target);
    return who;
  };
  const body = (currentTime: number, lesson = state.course.video, duration = 12, target = state.course) => ({
    courseId: target.id,
    contentId: lesson.id,
    currentTime,
    duration,
  });
  const save = async (who: Learner, currentTime: number, lesson = state.course.video, duration = 12) => {
    const res = await call(who.session, 'POST', '/api/video-progress', body(currentTime, lesson, duration));
    assert.equal(res.statusCode, 200, res.body);
    return res.json<VideoProgressAnswer>();
  };
  const resumeUrl = (userId: string, lesson = state.course.video, target = state.course) =>
    `/api/video-progress/${target.id}/${lesson.id}/${userId}`;
  const enrolment = async (who: Learner, target: { id: string } = state.course) => {
    const res = await call(who.session, 'GET', `/api/enrollments/details/${target.id}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<EnrolledCourse>();
  };
  const isLessonDone = async (who: Learner, lesson = state.course.video) =>
    (
      await state.app.db
        .select()
        .from(lessonCompletions)
        .where(and(eq(lessonCompletions.userId, who.user.id), eq(lessonCompletions.lessonId, lesson.id)))
    ).length === 1;
  const start = async () => {
    const app = await createTestApp();
    state.app = app;
    const instructor = await createUser(app.db, { role: 'instructor' });
    state.course = await createVideoCourse(app.db, { instructorId: instructor.id });
    const author = await signIn(app, instructor.email, instructor.password);
    const boss = await createUser(app.db, { role: 'administrator' });
    const admin = await signIn(app, boss.email, boss.password);
    const stranger = await learner();
    return { app, instructor, course: state.course, author, admin, stranger };
  };
  const stop = () => state.app.close();
  return { start, stop, call, learner, enrolled, body, save, resumeUrl, enrolment, isLessonDone };
}
