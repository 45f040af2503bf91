// @portal/shared-api/offline: what this device keeps for offline use (docs/product/library.md#offline-downloads):
// the stored courses' records and outlines, and the progress queued while offline. The video itself is
// shaka's offline storage, in the learning remote.
export * from './contract.ts';
export { deleteOfflineCourse, saveOfflineCourse } from './courses.ts';
export { memoryStore, setDeviceStore } from './device-store.ts';
export { isRetryable, queueProgress } from './progress-queue.ts';
export { useIsOnline, useOfflineCourses, useProgressSync } from './hooks.ts';
