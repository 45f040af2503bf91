// On a visit online, takes off the device the stored courses the learner can no longer open, with a notice,
// and refreshes the outlines and cards of the others (docs/product/library.md#offline-downloads). Once per visit.
import { useEffect, useRef } from 'react';
import { toaster } from '@portal/shared-ui';
import type { EnrolledCourse } from '@portal/shared-api/enrollments';
import { OFFLINE_TEXTS, saveOfflineCourse, type OfflineCourse } from '@portal/shared-api/offline';
import { getPlayerCourse } from '@portal/shared-api/player';
import { sortStoredCourses } from '../offline/lapsed.ts';

export function useLapsedRemoval(
  enrolments: EnrolledCourse[] | undefined,
  stored: OfflineCourse[] | undefined,
  isOnline: boolean,
) {
  const hasRun = useRef(false);
  useEffect(() => {
    if (hasRun.current || !isOnline || !enrolments || !stored || stored.length === 0) return;
    hasRun.current = true;
    const enrolledIds = new Set(enrolments.map((course) => course.Id));
    void (async () => {
      const { lapsed, kept } = await sortStoredCourses(stored, enrolledIds, getPlayerCourse);
      const enrolmentOf = new Map(enrolments.map((course) => [course.Id, course]));
      for (const { course, outline } of kept)
        if (outline)
          await saveOfflineCourse({
            ...course,
            title: outline.title,
            outline,
            enrolment: enrolmentOf.get(course.courseId) ?? course.enrolment,
          });
      if (lapsed.length === 0) return;
      const { removeCourse } = await import('../offline/download-store.ts');
      for (const course of lapsed) {
        await removeCourse(course);
        toaster.create({ type: 'info', title: OFFLINE_TEXTS.lapsed(course.title), duration: 10_000 });
      }
    })().catch(() => undefined);
  }, [enrolments, stored, isOnline]);
}
