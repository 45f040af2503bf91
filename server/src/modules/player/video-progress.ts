// Video progress (docs/product/player.md#video-progress): where the learner is in a video lesson. The
// position is the latest one (to resume), the percentage the furthest reached (never down), and completion
// sticks once reached at 90 % or the end. Saving also records the lesson as the enrolment's last one and,
// once watched, as complete, which recalculates the course (and completes it at 100 %): all in one
// transaction.
import { and, eq, sql } from 'drizzle-orm';
import {
  VIDEO_COMPLETION_THRESHOLD,
  type VideoProgress,
  type VideoProgressAnswer,
  type VideoProgressPayload,
} from '@portal/shared-api/contract/player';
import type { Deps } from '../../core/deps.ts';
import { videoProgress } from './tables.ts';
import { updateProgress } from '../enrollments/index.ts';
import { keepsCourseProgress, videoLesson } from './video-lessons.ts';
import { type Caller } from '../../core/caller.ts';
import { notFound } from '../course-access/index.ts';
import { readableUserId } from '../../core/caller.ts';

/** A position this close to the end is the end: players stop a fraction short of the duration. */
const END_TOLERANCE_SECONDS = 0.5;

/** Positions are kept to the millisecond, so an answer repeats exactly what was saved. */
const toMillis = (seconds: number) => Math.round(seconds * 1000) / 1000;

const toProgress = (row: typeof videoProgress.$inferSelect): VideoProgress => ({
  courseId: row.courseId,
  contentId: row.lessonId,
  userId: row.userId,
  currentTime: toMillis(row.currentTime),
  duration: toMillis(row.duration),
  progressPercentage: row.progressPercentage,
  completed: row.completed,
  lastWatched: row.lastWatched.toISOString(),
});

/** What one position means on its own: the share watched (the end counts as all) and whether it completes. */
export function positionShare(currentTime: number, duration: number) {
  const position = Math.min(currentTime, duration);
  const reachedEnd = position >= duration - END_TOLERANCE_SECONDS;
  const percentage = reachedEnd ? 100 : Math.min(100, Math.round((100 * position) / duration));
  return { position, percentage, isComplete: reachedEnd || percentage >= VIDEO_COMPLETION_THRESHOLD };
}

export async function saveVideoProgress(
  deps: Deps,
  caller: Caller,
  payload: VideoProgressPayload,
): Promise<VideoProgressAnswer> {
  const lesson = await videoLesson(deps, caller, payload.courseId, payload.contentId);
  const duration = toMillis(payload.duration);
  const { position, percentage, isComplete } = positionShare(toMillis(payload.currentTime), duration);
  // The author or an administrator previewing without an enrolment has a resume point but no progress.
  const recordsLesson = await keepsCourseProgress(deps, lesson);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videoProgress)
      .values({
        userId: caller.id,
        courseId: lesson.courseId,
        lessonId: lesson.id,
        currentTime: position,
        duration,
        progressPercentage: percentage,
        completed: isComplete,
        lastWatched: now,
      })
      .onConflictDoUpdate({
        target: [videoProgress.userId, videoProgress.lessonId],
        set: {
          currentTime: position,
          duration,
          progressPercentage: sql`greatest(${videoProgress.progressPercentage}, ${percentage})`,
          completed: sql`${videoProgress.completed} or ${isComplete} or ${videoProgress.progressPercentage} >= ${VIDEO_COMPLETION_THRESHOLD}`,
          lastWatched: now,
        },
      })
      .returning();
    const progress = toProgress(row!);
    if (!recordsLesson) return { progress, lessonCompleted: progress.completed, courseProgress: 0 };
    // The lesson becomes the last one opened and, once watched, complete (both idempotent).
    const enrolment = await updateProgress({ ...deps, db: tx }, caller.id, lesson.courseId, {
      lessonId: lesson.id,
      ...(progress.completed ? { completed: true } : {}),
    });
    return { progress, lessonCompleted: progress.completed, courseProgress: enrolment.Progress };
  });
}

export async function readVideoProgress(
  deps: Deps,
  caller: Caller,
  params: { courseId: string; contentId: string; userId: string },
): Promise<VideoProgress | null> {
  const userId = readableUserId(caller, params.userId, notFound);
  const lesson = await videoLesson(deps, caller, params.courseId, params.contentId);
  const [row] = await deps.db
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.lessonId, lesson.id)))
    .limit(1);
  return row ? toProgress(row) : null;
}
