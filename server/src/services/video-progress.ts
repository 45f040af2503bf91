// 03 §3 Video progress, §4, §9: where the learner is in a video lesson. The position is the latest one
// (to resume), the percentage the furthest reached (never down), and completion sticks once reached at
// 90 % or the end; it then completes the lesson in the enrolment, which recalculates the course.
import { and, eq, sql } from 'drizzle-orm';
import {
  VIDEO_COMPLETION_THRESHOLD,
  type VideoProgress,
  type VideoProgressAnswer,
  type VideoProgressPayload,
} from '@portal/shared-api/contract/player';
import type { Deps } from '../deps.ts';
import { enrollments, videoProgress } from '../db/schema/index.ts';
import { isUuid } from '../lib/ids.ts';
import { notFound, readableUserId } from './enrollment-access.ts';
import { updateProgress } from './enrollment-progress.ts';
import { readableLesson, type Caller } from './player-access.ts';

const toProgress = (row: typeof videoProgress.$inferSelect): VideoProgress => ({
  courseId: row.courseId,
  contentId: row.lessonId,
  userId: row.userId,
  currentTime: row.currentTime,
  duration: row.duration,
  progressPercentage: row.progressPercentage,
  completed: row.completed,
  lastWatched: row.lastWatched.toISOString(),
});

async function videoLesson(deps: Deps, caller: Caller, courseId: string, lessonId: string) {
  if (!isUuid(courseId)) throw notFound();
  const lesson = await readableLesson(deps, caller, lessonId, courseId);
  if (lesson.type !== 'video') throw notFound();
  return lesson;
}

export async function saveVideoProgress(
  deps: Deps,
  caller: Caller,
  payload: VideoProgressPayload,
): Promise<VideoProgressAnswer> {
  const lesson = await videoLesson(deps, caller, payload.courseId, payload.contentId);
  const currentTime = Math.min(payload.currentTime, payload.duration);
  const share = Math.min(100, Math.round((100 * currentTime) / payload.duration));
  const reachedEnd = currentTime >= payload.duration - 0.5;
  const percentage = reachedEnd ? 100 : share;
  const isComplete = percentage >= VIDEO_COMPLETION_THRESHOLD;
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(videoProgress)
    .values({
      userId: caller.id,
      courseId: lesson.courseId,
      lessonId: lesson.id,
      currentTime,
      duration: payload.duration,
      progressPercentage: percentage,
      completed: isComplete,
      lastWatched: now,
    })
    .onConflictDoUpdate({
      target: [videoProgress.userId, videoProgress.lessonId],
      set: {
        currentTime,
        duration: payload.duration,
        progressPercentage: sql`greatest(${videoProgress.progressPercentage}, ${percentage})`,
        completed: sql`${videoProgress.completed} or ${isComplete}`,
        lastWatched: now,
      },
    })
    .returning();
  const progress = toProgress(row!);
  let courseProgress = 0;
  if (lesson.course.isEnrolled) {
    // Records the lesson as the last one opened and, once watched, as complete (idempotent).
    const enrolment = await updateProgress(deps, caller.id, lesson.courseId, {
      lessonId: lesson.id,
      ...(progress.completed ? { completed: true } : {}),
    });
    courseProgress = enrolment.Progress;
  }
  return { progress, lessonCompleted: progress.completed, courseProgress };
}

export async function readVideoProgress(
  deps: Deps,
  caller: Caller,
  params: { courseId: string; contentId: string; userId: string },
): Promise<VideoProgress | null> {
  const userId = readableUserId(caller, params.userId);
  const lesson = await videoLesson(deps, caller, params.courseId, params.contentId);
  const [row] = await deps.db
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.lessonId, lesson.id)));
  return row ? toProgress(row) : null;
}

/** The enrolment's stored percentage, for answers that did not change it. */
export async function enrolmentProgress(deps: Deps, userId: string, courseId: string): Promise<number> {
  const [row] = await deps.db
    .select({ progress: enrollments.progress })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row?.progress ?? 0;
}
