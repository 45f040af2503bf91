// The course in the player, or without the network the one stored on this device
// (docs/product/player.md#offline). Progress queued offline is sent from here once the network is back.
import { useOfflineCourses, useProgressSync } from '@portal/shared-api/offline';
import { usePlayerCourse } from '@portal/shared-api/player';

export function useCourseWithOffline(slug: string | undefined) {
  const online = usePlayerCourse(slug);
  const stored = useOfflineCourses();
  useProgressSync();
  const outline = stored.data?.find((course) => course.slug === slug)?.outline;
  const isStoreRead = stored.data !== undefined || stored.error !== undefined;
  if (online.data !== undefined || !online.error) return online;
  if (outline) return { ...online, data: outline, error: undefined };
  // Until the device answers, the failure waits: it may hold the course.
  return isStoreRead ? online : { ...online, error: undefined };
}
