// Notes export (docs/product/notes.md#api, issue 10): the caller's notes (with the page's filters) as a PDF
// (drawn in a worker thread: notes-pdf.ts), a text file or Markdown, grouped by course and then by lesson,
// made on the server. The export call answers where the file is (downloadUrl); the file itself is answered
// by the download path, under the same session.
import { asc } from 'drizzle-orm';
import {
  type CourseNote,
  type NoteExportFormat,
  type NoteExportLink,
  type NoteFilterQuery,
} from '@portal/shared-api/contract/course-notes';
import type { Deps } from '../../core/deps.ts';
import { courseNotes } from './tables.ts';
import { renderPdfInWorker } from '../../platform/files/pdf.ts';
import { noteMeta, notesPdf, type NoteGroup } from './notes-pdf.ts';
import { htmlToMarkdown, htmlToPlainText } from '../../core/rich-text-formats.ts';
import { noteFilter } from './library.ts';
import { noteNotFound, selectNotes, toNote } from './notes.ts';
import { ownUserId } from '../../core/caller.ts';
import { type Caller } from '../../core/caller.ts';

const lessonOf = (note: CourseNote) => note.LessonTitle ?? note.LessonName ?? 'Course notes';

/** Notes by course (A–Z), then lesson (in order of first appearance), oldest note first within a lesson. */
function grouped(notes: CourseNote[]): NoteGroup[] {
  const courses = new Map<string, Map<string, CourseNote[]>>();
  for (const note of notes) {
    const lessons = courses.get(note.CourseTitle) ?? new Map<string, CourseNote[]>();
    courses.set(note.CourseTitle, lessons);
    lessons.set(lessonOf(note), [...(lessons.get(lessonOf(note)) ?? []), note]);
  }
  return [...courses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([course, lessons]) => ({
      course,
      lessons: [...lessons.entries()].map(([lesson, list]) => ({ lesson, notes: list })),
    }));
}

function toText(groups: NoteGroup[], heading: string): string {
  const out = [heading, '='.repeat(heading.length), ''];
  for (const group of groups) {
    out.push(group.course, '-'.repeat(group.course.length), '');
    for (const { lesson, notes } of group.lessons) {
      out.push(`  ${lesson}`, '');
      for (const note of notes) {
        out.push(`  * ${note.Title} (${noteMeta(note)})`);
        out.push(
          ...htmlToPlainText(note.Content)
            .split('\n')
            .map((line) => `    ${line}`),
          '',
        );
      }
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function toMarkdown(groups: NoteGroup[], heading: string): string {
  const out = [`# ${heading}`, ''];
  for (const group of groups) {
    out.push(`## ${group.course}`, '');
    for (const { lesson, notes } of group.lessons) {
      out.push(`### ${lesson}`, '');
      for (const note of notes) {
        out.push(`#### ${note.Title}`, '', `_${noteMeta(note)}_`, '', htmlToMarkdown(note.Content), '');
      }
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

const MEDIA_TYPES: Record<NoteExportFormat, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

/** GET /course-notes/user/{userId}/export: where the file with these filters is answered. */
export function noteExportLink(
  caller: Caller,
  userId: string,
  query: NoteFilterQuery & { format: NoteExportFormat },
): NoteExportLink {
  const owner = ownUserId(caller, userId, noteNotFound);
  const params = new URLSearchParams({ format: query.format });
  if (query.courseIds) params.set('courseIds', query.courseIds);
  if (query.tags) params.set('tags', query.tags);
  return { downloadUrl: `/api/course-notes/user/${owner}/export/download?${params}` };
}

/** The file itself: its bytes, media type and name. */
export async function exportNotes(
  deps: Deps,
  caller: Caller,
  userId: string,
  query: NoteFilterQuery & { format: NoteExportFormat },
) {
  const owner = ownUserId(caller, userId, noteNotFound);
  const rows = await selectNotes(deps)
    .where(noteFilter(owner, query))
    .orderBy(asc(courseNotes.createdAt), asc(courseNotes.id));
  const groups = grouped(rows.map(toNote));
  const day = deps.clock.now().toISOString().slice(0, 10);
  const heading = `My course notes (${day})`;
  const body =
    query.format === 'pdf'
      ? await renderPdfInWorker(notesPdf, { heading, groups })
      : Buffer.from(query.format === 'md' ? toMarkdown(groups, heading) : toText(groups, heading));
  return { body, type: MEDIA_TYPES[query.format], filename: `course-notes-${day}.${query.format}` };
}
