// Video analytics (docs/product/player.md#video-analytics-event): plays, pauses, seeks, speed and quality
// changes and completions of a learner in a video lesson. Device and browser are read from the request's
// User-Agent, not trusted from the body.
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  AnalyticsEvent,
  VideoAnalyticsAnswer,
  VideoAnalyticsPayload,
} from '@portal/shared-api/contract/player';
import type { Deps } from '../../core/deps.ts';
import { videoAnalyticsEvents } from './tables.ts';
import { videoLesson } from './video-lessons.ts';
import { agentOf } from '../../core/user-agent.ts';
import { notFound } from '../course-access/index.ts';
import { type Caller } from '../../core/caller.ts';
import { readableUserId } from '../../core/caller.ts';

/** The newest events a read answers; the totals count them all. */
export const EVENTS_SHOWN = 200;

export async function recordVideoEvent(
  deps: Deps,
  caller: Caller,
  payload: VideoAnalyticsPayload,
  userAgent: string,
): Promise<{ id: string }> {
  const lesson = await videoLesson(deps, caller, payload.courseId, payload.videoId);
  const { event, position, from, playbackRate, quality } = payload;
  const [row] = await deps.db
    .insert(videoAnalyticsEvents)
    .values({
      userId: caller.id,
      courseId: lesson.courseId,
      lessonId: lesson.id,
      event,
      ...agentOf(userAgent),
      // Only what was sent: JSON drops the undefined ones.
      payload: { position, from, playbackRate, quality },
      createdAt: deps.clock.now(),
    })
    .returning({ id: videoAnalyticsEvents.id });
  return { id: row!.id };
}

const countOf = (event: AnalyticsEvent) =>
  sql<number>`count(*) filter (where ${videoAnalyticsEvents.event} = ${event})`.mapWith(Number);

export async function readVideoAnalytics(
  deps: Deps,
  caller: Caller,
  videoId: string,
  userId: string | undefined,
): Promise<VideoAnalyticsAnswer> {
  const owner = readableUserId(caller, userId, notFound);
  const lesson = await videoLesson(deps, caller, undefined, videoId);
  const mine = and(eq(videoAnalyticsEvents.userId, owner), eq(videoAnalyticsEvents.lessonId, lesson.id));
  const [rows, [totals]] = await Promise.all([
    deps.db
      .select()
      .from(videoAnalyticsEvents)
      .where(mine)
      .orderBy(desc(videoAnalyticsEvents.createdAt), desc(videoAnalyticsEvents.id))
      .limit(EVENTS_SHOWN),
    deps.db
      .select({
        plays: countOf('play'),
        pauses: countOf('pause'),
        seeks: countOf('seek'),
        completions: countOf('complete'),
      })
      .from(videoAnalyticsEvents)
      .where(mine),
  ]);
  return {
    videoId: lesson.id,
    events: rows.map((row) => ({
      id: row.id,
      event: row.event as AnalyticsEvent,
      position: Number(row.payload.position ?? 0),
      deviceType: row.deviceType,
      browserType: row.browserType,
      createdAt: row.createdAt.toISOString(),
    })),
    totals: totals ?? { plays: 0, pauses: 0, seeks: 0, completions: 0 },
  };
}
