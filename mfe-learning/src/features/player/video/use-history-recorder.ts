// The learning history (docs/product/history.md#history-item) is what the player saw happen, recorded as
// it happens: the first play of a lesson is 'started', a later one 'resumed'; a pause (or leaving mid-play)
// is 'paused' and the end 'completed', each with the seconds studied since the play. The server turns
// those seconds into study minutes. Failures are silent, like progress (docs/product/history.md#recording).
import { useCallback, useEffect, useRef } from 'react';
import { recordHistory, type HistoryAction } from '@portal/shared-api/course-history';

type Moment = { position: number; percent: number };

export function useHistoryRecorder(courseId: string, lessonId: string, wasStarted: boolean) {
  const playingSince = useRef<number | null>(null);
  const hasPlayed = useRef(wasStarted);
  const last = useRef<Moment>({ position: 0, percent: 0 });

  const send = useCallback(
    (action: HistoryAction, moment: Moment, duration = 0) => {
      last.current = moment;
      void recordHistory({
        CourseId: courseId,
        LessonId: lessonId,
        Action: action,
        Duration: Math.min(14_400, Math.round(duration)),
        Progress: Math.round(moment.percent),
        VideoPosition: Math.floor(moment.position),
      });
    },
    [courseId, lessonId],
  );

  /** Seconds since the play, and the stretch closed. */
  const stretch = () => {
    const since = playingSince.current;
    playingSince.current = null;
    return since === null ? 0 : (Date.now() - since) / 1000;
  };

  const onPlay = useCallback(
    (moment: Moment) => {
      if (playingSince.current !== null) return;
      playingSince.current = Date.now();
      send(hasPlayed.current ? 'resumed' : 'started', moment);
      hasPlayed.current = true;
    },
    [send],
  );
  const onPause = useCallback(
    (moment: Moment) => {
      if (playingSince.current !== null) send('paused', moment, stretch());
    },
    [send],
  );
  const onEnded = useCallback((moment: Moment) => send('completed', moment, stretch()), [send]);
  const onProgress = useCallback((moment: Moment) => {
    last.current = moment;
  }, []);

  // Leaving the lesson or the page while it plays closes the stretch as a pause.
  useEffect(() => {
    const leave = () => {
      if (playingSince.current !== null) send('paused', last.current, stretch());
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [send]);

  return { onPlay, onPause, onEnded, onProgress };
}
