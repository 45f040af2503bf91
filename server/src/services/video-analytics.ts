// 03 §7 Video analytics: plays, pauses, seeks, speed and quality changes and completions of a learner in
// a video lesson. Device and browser are read from the request's User-Agent, not trusted from the body.
import { and, desc, eq } from 'drizzle-orm';
import type { VideoAnalyticsAnswer, VideoAnalyticsPayload } from '@portal/shared-api/contract/player';
import type { Deps } from '../deps.ts';
import { videoAnalyticsEvents } from '../db/schema/index.ts';
import { readableUserId } from './enrollment-access.ts';
import { readableLesson, type Caller } from './player-access.ts';
import { describeAgent } from './sessions.ts';

const EVENTS_SHOWN = 200;

export async function recordVideoEvent(
  deps: Deps,
  caller: Caller,
  payload: VideoAnalyticsPayload,
  userAgent: string,
): Promise<{ id: string }> {
  const lesson = await readableLesson(deps, caller, payload.videoId, payload.courseId);
  const agent = describeAgent(userAgent);
  const { event, position, from, playbackRate, quality } = payload;
  const [row] = await deps.db
    .insert(videoAnalyticsEvents)
    .values({
      userId: caller.id,
      courseId: lesson.courseId,
      lessonId: lesson.id,
      event,
      deviceType: agent.device.toLowerCase(),
      browserType: agent.browser,
      payload: { position, from, playbackRate, quality },
      createdAt: deps.clock.now(),
    })
    .returning({ id: videoAnalyticsEvents.id });
  return { id: row!.id };
}

export async function readVideoAnalytics(
  deps: Deps,
  caller: Caller,
  videoId: string,
  userId: string | undefined,
): Promise<VideoAnalyticsAnswer> {
  const owner = readableUserId(caller, userId);
  const lesson = await readableLesson(deps, caller, videoId);
  const rows = await deps.db
    .select()
    .from(videoAnalyticsEvents)
    .where(and(eq(videoAnalyticsEvents.userId, owner), eq(videoAnalyticsEvents.lessonId, lesson.id)))
    .orderBy(desc(videoAnalyticsEvents.createdAt))
    .limit(EVENTS_SHOWN);
  const events = rows.map((row) => ({
    id: row.id,
    event: row.event as VideoAnalyticsAnswer['events'][number]['event'],
    position: Number(row.payload.position ?? 0),
    deviceType: row.deviceType,
    browserType: row.browserType,
    createdAt: row.createdAt.toISOString(),
  }));
  const countOf = (name: string) => events.filter((e) => e.event === name).length;
  return {
    videoId: lesson.id,
    events,
    totals: {
      plays: countOf('play'),
      pauses: countOf('pause'),
      seeks: countOf('seek'),
      completions: countOf('complete'),
    },
  };
}
