// Download and Remove of one course for offline use (docs/product/library.md#offline-downloads). The device
// is the truth of what is stored; the server's IsDownloaded flag follows as the learner's intent, and a
// failure to set it never undoes what the device holds.
import { useState } from 'react';
import { toaster } from '@portal/shared-ui';
import { useAuth } from '@portal/shared-api/core';
import { useUpdateLibrary, type EnrolledCourse } from '@portal/shared-api/enrollments';
import { OFFLINE_TEXTS, type OfflineCourse, type OfflineQuality } from '@portal/shared-api/offline';
import { getPlayerCourse } from '@portal/shared-api/player';

export type DownloadState =
  { kind: 'idle' } | { kind: 'downloading'; percent: number } | { kind: 'removing' };

const store = () => import('../offline/download-store.ts');

export function useOfflineDownload(course: EnrolledCourse, stored: OfflineCourse | undefined) {
  const userId = useAuth().user?.Id;
  const flags = useUpdateLibrary();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const setIntent = (IsDownloaded: boolean) =>
    course.IsDownloaded === IsDownloaded
      ? undefined
      : void flags.trigger({ courseId: course.Id, payload: { IsDownloaded } }).catch(() => undefined);

  const download = async (quality: OfflineQuality) => {
    if (!userId) return;
    setState({ kind: 'downloading', percent: 0 });
    try {
      const [{ downloadCourse }, outline] = await Promise.all([store(), getPlayerCourse(course.Slug)]);
      await downloadCourse({
        userId,
        enrolment: course,
        outline,
        quality,
        onProgress: (percent) => setState({ kind: 'downloading', percent }),
      });
      setIntent(true);
      toaster.create({ type: 'success', title: OFFLINE_TEXTS.downloadedToast });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: OFFLINE_TEXTS.downloadFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setState({ kind: 'idle' });
    }
  };

  const remove = async () => {
    if (!stored) return;
    setState({ kind: 'removing' });
    try {
      const { removeCourse } = await store();
      await removeCourse(stored);
      setIntent(false);
      toaster.create({ type: 'success', title: OFFLINE_TEXTS.removedToast });
    } finally {
      setState({ kind: 'idle' });
    }
  };

  return { state, download, remove };
}
