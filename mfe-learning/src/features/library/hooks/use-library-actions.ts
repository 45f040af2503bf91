// One library course's actions with the toasts of docs/product/library.md#texts. Nothing changes on screen
// before the server agrees (the hooks refresh the list after a success), so a failure leaves the course as
// it was.
import { refusalReason } from '@portal/shared-api/core';
import {
  ENROLLMENT_TEXTS,
  LIBRARY_TEXTS,
  useCompleteCourse,
  useUpdateLibrary,
  type EnrolledCourse,
} from '@portal/shared-api/enrollments';
import { getDownloadLink } from '@portal/shared-api/core';
import { toaster } from '@portal/shared-ui';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);
const notifyFailure = (title: string, error: unknown) =>
  toaster.create({ type: 'error', title, description: messageOf(error) });

/** Puts a removed course back in the library; shared by the Undo of the removal toast and the removed list. */
export function useRestoreCourse() {
  const update = useUpdateLibrary();
  const restore = async (course: EnrolledCourse) => {
    try {
      await update.trigger({ courseId: course.Id, payload: { IsRemovedFromLibrary: false } });
      toaster.create({ type: 'success', title: 'Course restored to your library' });
    } catch (error) {
      notifyFailure('Failed to restore the course', error);
    }
  };
  return { restore, isRestoring: update.isMutating };
}

export function useLibraryActions(course: EnrolledCourse) {
  // One mutation per action, so each button shows its own pending state.
  const favorite = useUpdateLibrary();
  const removal = useUpdateLibrary();
  const complete = useCompleteCourse();
  const { restore } = useRestoreCourse();

  const toggleFavorite = async () => {
    try {
      await favorite.trigger({ courseId: course.Id, payload: { IsFavorite: !course.IsFavorite } });
      toaster.create({ type: 'success', title: LIBRARY_TEXTS.favoriteUpdated });
    } catch (error) {
      notifyFailure('Failed to update favorite status', error);
    }
  };

  /** Removes the course from the library (after the person confirmed); the toast offers Undo. */
  const remove = async (): Promise<boolean> => {
    try {
      await removal.trigger({ courseId: course.Id, payload: { IsRemovedFromLibrary: true } });
    } catch (error) {
      notifyFailure('Failed to remove the course from your library', error);
      return false;
    }
    toaster.create({
      type: 'success',
      title: LIBRARY_TEXTS.removed,
      duration: 10_000,
      action: { label: 'Undo', onClick: () => void restore(course) },
    });
    return true;
  };

  const markComplete = async () => {
    try {
      await complete.trigger(course.Id);
      toaster.create({ type: 'success', title: LIBRARY_TEXTS.markedComplete });
    } catch (error) {
      // The server's reason (not far enough yet), else the enrolment's text for the failed call.
      toaster.create({
        type: 'error',
        title: LIBRARY_TEXTS.markCompleteFailed,
        description: refusalReason(error) ?? ENROLLMENT_TEXTS.completeFailed,
      });
    }
  };

  // CertificateUrl answers the PDF's short-lived link (docs/product/library.md#certificate-download-rule):
  // asked on each click, so the tab never opens a stale one.
  const openCertificate = async () => {
    try {
      const url = course.CertificateUrl ? await getDownloadLink(course.CertificateUrl) : null;
      if (!url) {
        toaster.create({ type: 'info', title: LIBRARY_TEXTS.certificateNotAvailable });
        return;
      }
      window.open(url, '_blank', 'noopener');
      toaster.create({ type: 'success', title: LIBRARY_TEXTS.certificateOpened });
    } catch (error) {
      notifyFailure(LIBRARY_TEXTS.certificateOpenFailed, error);
    }
  };

  return {
    toggleFavorite,
    remove,
    markComplete,
    openCertificate,
    isFavoritePending: favorite.isMutating,
    isRemoving: removal.isMutating,
    isCompleting: complete.isMutating,
  };
}
