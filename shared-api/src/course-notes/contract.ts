// Course notes (docs/product/notes.md): colours, rules and texts shared by the player, the notes page and the
// server.
import { number, object, string } from 'yup';
import type { CourseNote } from './schemas.ts';
export type * from './schemas.ts';
import type { NOTE_EXPORT_FORMATS } from './constants.ts';
import { NOTE_COLORS } from './constants.ts';
export * from './constants.ts';
export type NoteExportFormat = (typeof NOTE_EXPORT_FORMATS)[number];
export type NoteColor = (typeof NOTE_COLORS)[number];

export const randomNoteColor = (): NoteColor =>
  NOTE_COLORS[Math.floor(Math.random() * NOTE_COLORS.length)] as NoteColor;

/** The note form's messages (docs/product/notes.md#note-form-rules), then the page's texts. */
export const NOTE_TEXTS = {
  titleRequired: 'Please enter note title',
  contentRequired: 'Please enter note content',
  courseRequired: 'Please select a course',
  // docs/product/notes.md#texts
  loadFailed: 'Failed to load course notes',
  saveFailed: 'Failed to save note',
  deleteFailed: 'Failed to delete note',
  updated: 'Note updated successfully',
  created: 'Note created successfully',
  deleted: 'Note deleted successfully',
  empty: 'No notes found',
  // Ours: sharing and exports.
  privateNotShareable: 'A private note cannot be shared. Make it public first.',
  shared: 'Share link copied to clipboard',
  shareRevoked: 'The note is no longer shared',
  sharedNotFound: 'This note is not shared, or its link was revoked.',
  exportFailed: 'Failed to export notes',
} as const;

/** The list view's page size, and the sizes its changer offers (docs/product/notes.md#note-display). */
export const NOTE_PAGE_SIZE = 10;
export const NOTE_PAGE_SIZES = [10, 20, 50] as const;

/** The player at a note's moment: the lesson's address with ?t= seconds (the player seeks there). */
export function noteLessonHref(note: Pick<CourseNote, 'CourseSlug' | 'LessonId' | 'Timestamp'>) {
  const course = `/user/courses/${encodeURIComponent(note.CourseSlug)}/read`;
  if (!note.LessonId) return course;
  return `${course}/${note.LessonId}${note.Timestamp > 0 ? `?t=${note.Timestamp}` : ''}`;
}

/** True when rich text holds no words (an editor's empty paragraph counts as empty). */
export const isBlankHtml = (html: string | undefined | null) =>
  !html ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** The rules the note form and the server share (docs/product/notes.md#note-form-rules). */
export const courseNotePayloadSchema = object({
  Title: string().trim().required(NOTE_TEXTS.titleRequired).max(200),
  Content: string()
    .required(NOTE_TEXTS.contentRequired)
    .test('not-blank', NOTE_TEXTS.contentRequired, (value) => !isBlankHtml(value)),
  CourseId: string().trim().required(NOTE_TEXTS.courseRequired),
  Timestamp: number().integer().min(0),
});

/** Timestamps display as m:ss (docs/product/notes.md#note-display). */
export function formatNoteTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
