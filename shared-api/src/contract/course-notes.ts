// Course notes (03 §3, §5, §8, §9): colours, rules and texts shared by the player, the notes page and the server.
import { number, object, string } from 'yup';
import type { CourseNote, CourseNotePayload } from '../schemas/course-notes.ts';

export type { CourseNote, CourseNotePayload };

/** 03 §3: one of 10 pastel colours; a new note's is preselected at random (03 §5). */
export const NOTE_COLORS = [
  '#FFF9C4',
  '#FFE0B2',
  '#FFCDD2',
  '#F8BBD0',
  '#E1BEE7',
  '#D1C4E9',
  '#BBDEFB',
  '#B2EBF2',
  '#C8E6C9',
  '#DCEDC8',
] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];

export const randomNoteColor = (): NoteColor =>
  NOTE_COLORS[Math.floor(Math.random() * NOTE_COLORS.length)] as NoteColor;

/** 03 §5 Note form messages. */
export const NOTE_TEXTS = {
  titleRequired: 'Please enter note title',
  contentRequired: 'Please enter note content',
  courseRequired: 'Please select a course',
} as const;

/** True when rich text holds no words (an editor's empty paragraph counts as empty). */
export const isBlankHtml = (html: string | undefined | null) =>
  !html ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** 03 §5: the rules the note form and the server share. */
export const courseNotePayloadSchema = object({
  Title: string().trim().required(NOTE_TEXTS.titleRequired).max(200),
  Content: string()
    .required(NOTE_TEXTS.contentRequired)
    .test('not-blank', NOTE_TEXTS.contentRequired, (value) => !isBlankHtml(value)),
  CourseId: string().trim().required(NOTE_TEXTS.courseRequired),
  Timestamp: number().integer().min(0),
});

/** 03 §9: timestamps display as m:ss. */
export function formatNoteTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
