// Learning history writes (docs/product/history.md#recording): the player records what happened (started,
// resumed, paused, completed, viewed). The server stamps the time, reads the lesson's title, and the device
// from the browser when the client does not say. A stretch of study (paused or completed after some time) is
// also a study session: the minutes the dashboard, analytics and goals count.
import { and, eq } from 'drizzle-orm';
import type { HistoryCreate, HistoryItem, HistoryUpdate } from '@portal/shared-api/contract/course-history';
import type { Deps } from '../../core/deps.ts';
import { courseHistory, studySessions } from './tables.ts';
import { afterActivity } from '../achievements/index.ts';
import { findOwnHistoryItem, historyNotFound, toHistoryItem } from './history.ts';
import { readableLesson } from '../course-access/index.ts';
import { agentOf } from '../../core/user-agent.ts';
import { type Caller } from '../../core/caller.ts';
import { ownUserId } from '../../core/caller.ts';

/** Under half a minute of watching is not a study session. */
const MIN_STUDY_SECONDS = 30;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export async function recordHistory(
  deps: Deps,
  caller: Caller,
  payload: HistoryCreate,
  userAgent: string,
): Promise<HistoryItem> {
  ownUserId(caller, payload.UserId, historyNotFound);
  const lesson = await readableLesson(deps, caller, payload.LessonId, payload.CourseId);
  const now = deps.clock.now();
  const duration = payload.Duration ?? 0;
  const deviceType = payload.DeviceType ?? (agentOf(userAgent).deviceType as HistoryItem['DeviceType']);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courseHistory)
      .values({
        userId: caller.id,
        courseId: lesson.courseId,
        lessonId: lesson.id,
        lessonTitle: lesson.title,
        action: payload.Action,
        durationSeconds: duration,
        progress: payload.Action === 'completed' ? 100 : (payload.Progress ?? 0),
        deviceType,
        videoPosition: payload.VideoPosition ?? null,
        occurredAt: now,
      })
      .returning({ id: courseHistory.id });
    if (duration >= MIN_STUDY_SECONDS || payload.Action === 'completed') {
      const minutes = Math.max(1, Math.round(duration / 60));
      await tx.insert(studySessions).values({
        userId: caller.id,
        courseId: lesson.courseId,
        studiedOn: dayOf(now),
        minutes,
        points: Math.round(minutes / 3) + (payload.Action === 'completed' ? 10 : 0),
        lessonsCompleted: payload.Action === 'completed' ? 1 : 0,
        createdAt: now,
      });
    }
    return row!.id;
  });
  await afterActivity(deps, caller.id);
  return toHistoryItem(await findOwnHistoryItem(deps, caller, id));
}

export async function updateHistory(
  deps: Deps,
  caller: Caller,
  id: string,
  payload: HistoryUpdate,
): Promise<HistoryItem> {
  const { item } = await findOwnHistoryItem(deps, caller, id);
  await deps.db
    .update(courseHistory)
    .set({
      durationSeconds: payload.Duration ?? item.durationSeconds,
      progress: payload.Progress ?? item.progress,
      videoPosition: payload.VideoPosition === undefined ? item.videoPosition : payload.VideoPosition,
    })
    .where(and(eq(courseHistory.id, item.id), eq(courseHistory.userId, caller.id)));
  return toHistoryItem(await findOwnHistoryItem(deps, caller, item.id));
}

export async function deleteHistory(deps: Deps, caller: Caller, id: string): Promise<void> {
  const { item } = await findOwnHistoryItem(deps, caller, id);
  await deps.db
    .delete(courseHistory)
    .where(and(eq(courseHistory.id, item.id), eq(courseHistory.userId, caller.id)));
}
