// Opening a content is remembered, so Continue elsewhere comes back to it (silently: a failure only costs
// the "last lesson"), and goes into the learning history.
import { useEffect, useRef, type RefObject } from 'react';
import { recordHistory } from '@portal/shared-api/course-history';
import { useUpdateProgress } from '@portal/shared-api/enrollments';
import type { PlayerContent } from '@portal/shared-api/player';

export function useLessonVisit(
  courseId: string,
  content: Pick<PlayerContent, 'id' | 'type'> | null,
  positionRef: RefObject<number>,
) {
  const record = useUpdateProgress();
  const recordRef = useRef(record.trigger);
  recordRef.current = record.trigger;
  const contentId = content?.id;
  const contentType = content?.type;

  useEffect(() => {
    if (!contentId) return;
    positionRef.current = 0;
    recordRef.current({ courseId, payload: { lessonId: contentId } }).catch(() => undefined);
    // A video's history is its plays and pauses; any other content is 'viewed' when opened.
    if (contentType !== 'video')
      void recordHistory({ CourseId: courseId, LessonId: contentId, Action: 'viewed', Progress: 0 });
  }, [courseId, contentId, contentType, positionRef]);
}
