// Where the learner is, kept on the server (docs/product/player.md#saving-the-position, issue 9): read once
// to resume, saved when the whole second is a multiple of 10, on pause, seek and end, and when the lesson
// or the page is left (keepalive). Failures are silent (offline ones queued on the device); the lesson's
// tick comes from the server's answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@portal/shared-api/core';
import { isRetryable, queueProgress } from '@portal/shared-api/offline';
import {
  PROGRESS_SAVE_EVERY_SECONDS,
  getVideoProgress,
  postVideoEvent,
  postVideoProgress,
  type AnalyticsEvent,
  type VideoProgressAnswer,
} from '@portal/shared-api/player';

const RESTART_NEAR_END_SECONDS = 2;

export function useVideoProgress(
  courseId: string,
  lessonId: string,
  isCompleted: boolean,
  onCompleted: (answer: VideoProgressAnswer) => void,
) {
  const userId = useAuth().user?.Id;
  const [startAt, setStartAt] = useState<number | null>(null);
  const [percent, setPercent] = useState(isCompleted ? 100 : 0);
  const [completed, setCompleted] = useState(isCompleted);
  const savedSecond = useRef(-1);
  const completedRef = useRef(isCompleted);
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;

  // Resume point: the saved position, unless the video was finished or nearly so. A new lesson is a new
  // hook (VideoLesson is keyed by the lesson), so the completion state starts from the course's answer.
  useEffect(() => {
    let isCurrent = true;
    setStartAt(null);
    savedSecond.current = -1;
    if (!userId) {
      setStartAt(0);
      return;
    }
    getVideoProgress(courseId, lessonId, userId)
      .then((saved) => {
        if (!isCurrent) return;
        if (saved) setPercent(saved.progressPercentage);
        const nearEnd = saved && saved.currentTime >= saved.duration - RESTART_NEAR_END_SECONDS;
        setStartAt(saved && !nearEnd ? saved.currentTime : 0);
      })
      .catch(() => isCurrent && setStartAt(0));
    return () => {
      isCurrent = false;
    };
  }, [courseId, lessonId, userId]);

  const save = useCallback(
    (currentTime: number, duration: number) => {
      if (!Number.isFinite(duration) || duration <= 0) return;
      const payload = { courseId, contentId: lessonId, currentTime, duration };
      postVideoProgress(payload)
        .then((answer) => {
          setPercent(answer.progress.progressPercentage);
          if (answer.lessonCompleted && !completedRef.current) {
            completedRef.current = true;
            setCompleted(true);
            onCompletedRef.current(answer);
          }
        })
        // Offline, the position waits on the device and goes when the network returns
        // (docs/product/player.md#offline).
        .catch((error) => {
          if (userId && isRetryable(error)) void queueProgress(userId, payload).catch(() => undefined);
        });
    },
    [courseId, lessonId, userId],
  );

  /** Called on every timeupdate: saves once per 10th whole second. */
  const onTick = useCallback(
    (currentTime: number, duration: number) => {
      const second = Math.floor(currentTime);
      if (second > 0 && second % PROGRESS_SAVE_EVERY_SECONDS === 0 && second !== savedSecond.current) {
        savedSecond.current = second;
        save(currentTime, duration);
      }
    },
    [save],
  );

  const track = useCallback(
    (
      event: AnalyticsEvent,
      position: number,
      extra: { from?: number; playbackRate?: number; quality?: number } = {},
    ) => postVideoEvent({ videoId: lessonId, courseId, event, position, ...extra }).catch(() => undefined),
    [courseId, lessonId],
  );

  return { startAt, percent, completed, save, onTick, track };
}
