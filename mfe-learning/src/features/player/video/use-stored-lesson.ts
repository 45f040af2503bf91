// Where a video lesson plays from (docs/product/player.md#offline): the device when the Library stored it,
// online or not; else its stream. Undecided until the device's records are read, so the stream never starts
// on the network for a lesson the device holds.
import { useIsOnline, useOfflineCourses } from '@portal/shared-api/offline';

export function useStoredLesson(courseId: string, lessonId: string, streamUrl: string | null) {
  const stored = useOfflineCourses();
  const isOnline = useIsOnline();
  const offlineUri = stored.data?.find((course) => course.courseId === courseId)?.lessons[lessonId];
  return {
    streamUrl: offlineUri ?? streamUrl,
    isRead: stored.data !== undefined || stored.error !== undefined,
    /** Offline, a lesson this device does not hold cannot play: the error says so. */
    isUnavailable: !isOnline && !offlineUri,
  };
}
