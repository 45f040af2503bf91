// What the notes page does to a note, with the toasts of docs/product/notes.md#texts: save (create or
// update), delete, share (the link copied to the clipboard) and stop sharing, and export.
import { toaster } from '@portal/shared-ui';
import { useFileExport } from '@portal/shared-ui/overlays';
import {
  NOTE_TEXTS,
  exportNotes,
  useCreateCourseNote,
  useDeleteCourseNote,
  useRevokeCourseNoteShare,
  useShareCourseNote,
  useUpdateCourseNote,
  type CourseNote,
  type CourseNotePayload,
  type NoteExportFormat,
} from '@portal/shared-api/course-notes';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

export function useNoteActions(userId: string | undefined, filters: { courseIds?: string; tags?: string }) {
  const create = useCreateCourseNote();
  const update = useUpdateCourseNote();
  const remove = useDeleteCourseNote();
  const share = useShareCourseNote();
  const unshare = useRevokeCourseNoteShare();
  const { exportAs, isExporting: exporting } = useFileExport<NoteExportFormat>(
    userId ? (format) => exportNotes(userId, format, filters) : undefined,
    NOTE_TEXTS.exportFailed,
  );

  /** Throws on failure so the dialog stays open with what was typed. */
  const save = async (payload: CourseNotePayload, note: CourseNote | null) => {
    try {
      if (note) await update.trigger({ noteId: note.Id, payload });
      else await create.trigger(payload);
    } catch (error) {
      toaster.create({ type: 'error', title: NOTE_TEXTS.saveFailed, description: messageOf(error) });
      throw error;
    }
    toaster.create({ type: 'success', title: note ? NOTE_TEXTS.updated : NOTE_TEXTS.created });
  };

  const destroy = async (note: CourseNote) => {
    try {
      await remove.trigger(note.Id);
      toaster.create({ type: 'success', title: NOTE_TEXTS.deleted });
    } catch {
      toaster.create({ type: 'error', title: NOTE_TEXTS.deleteFailed });
    }
  };

  const shareNote = async (note: CourseNote) => {
    try {
      const link = await share.trigger(note.Id);
      await navigator.clipboard?.writeText(link.shareUrl).catch(() => undefined);
      toaster.create({ type: 'success', title: NOTE_TEXTS.shared, description: link.shareUrl });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to share note', description: messageOf(error) });
    }
  };

  const unshareNote = async (note: CourseNote) => {
    try {
      await unshare.trigger(note.Id);
      toaster.create({ type: 'success', title: NOTE_TEXTS.shareRevoked });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to stop sharing', description: messageOf(error) });
    }
  };

  return { save, destroy, shareNote, unshareNote, exportAs, exporting };
}
