// The device's side of offline use for pages: whether the network is there, the stored courses, and the
// queued progress sent as soon as it can be.
import { useEffect, useSyncExternalStore } from 'react';
import { useApiQuery, useAuth, type ApiQuery } from '@portal/shared-api/core';
import type { OfflineCourse } from './contract.ts';
import { listOfflineCourses, onOfflineCoursesChange } from './courses.ts';
import { offlineKeys } from './keys.ts';
import { flushProgressQueue } from './progress-queue.ts';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's own word on the network, updated on `online` and `offline`. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The signed-in learner's courses on this device (one read shared by every card); refreshed on each change. */
export function useOfflineCourses(): ApiQuery<OfflineCourse[]> {
  const userId = useAuth().user?.Id;
  // Signed out, nothing is stored for anyone: an empty list, read at once.
  const query = useApiQuery(
    offlineKeys.list(userId ?? ''),
    () => (userId ? listOfflineCourses(userId) : Promise.resolve([])),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const { mutate } = query;
  useEffect(() => onOfflineCoursesChange(() => void mutate()), [mutate]);
  return query;
}

/** Sends the progress queued offline on mount when online, and again whenever the network returns. */
export function useProgressSync(): void {
  const userId = useAuth().user?.Id;
  const isOnline = useIsOnline();
  useEffect(() => {
    if (userId && isOnline) void flushProgressQueue(userId).catch(() => undefined);
  }, [userId, isOnline]);
}
