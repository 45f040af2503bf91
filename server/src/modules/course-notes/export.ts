// Notes export (docs/product/notes.md#api, issue 10): the caller's notes (with the page's filters) as a PDF,
// a text file or Markdown, grouped by course and then by lesson, made on the server. The export call answers
// where the file is (downloadUrl); the file itself is answered by the download path, under the same session.
import { asc } from 'drizzle-orm';
import {
  formatNoteTimestamp,
  type CourseNote,
  type NoteExportFormat,
  type NoteExportLink,
  type NoteFilterQuery,
} from '@portal/shared-api/contract/course-notes';
import type { Deps } from '../../core/deps.ts';
import { courseNotes } from './tables.ts';
import { renderPdf } from '../../platform/files/pdf.ts';
import { htmlToMarkdown, htmlToPlainText } from '../../core/rich-text-formats.ts';
import { noteFilter } from './library.ts';
import { noteNotFound, selectNotes, toNote } from './notes.ts';
import { ownUserId } from '../../core/caller.ts';
import { type Caller } from '../../core/caller.ts';

type Group = { course: string; lessons: { lesson: string; notes: CourseNote[] }[] };

const lessonOf = (note: CourseNote) => note.LessonTitle ?? note.LessonName ?? 'Course notes';

/** Notes by course (A–Z), then lesson (in order of first appearance), oldest note first within a lesson. */
function grouped(notes: CourseNote[]): Group[] {
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

const noteMeta = (note: CourseNote) =>
  [
    note.Timestamp > 0 ? `at ${formatNoteTimestamp(note.Timestamp)}` : null,
    note.Tags.length ? `tags: ${note.Tags.join(', ')}` : null,
    `updated ${note.UpdatedAt.slice(0, 10)}`,
  ]
    .filter(Boolean)
    .join(' · ');

function toText(groups: Group[], heading: string): string {
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

function toMarkdown(groups: Group[], heading: string): string {
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

function toPdf(groups: Group[], heading: string): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 56, info: { Title: heading } }, (doc) => {
    doc.font('bold').fontSize(20).fillColor('#1a202c').text(heading);
    if (groups.length === 0) doc.moveDown().font('body').fontSize(11).text('No notes found');
    for (const group of groups) {
      doc.moveDown().font('bold').fontSize(15).fillColor('#1a202c').text(group.course);
      for (const { lesson, notes } of group.lessons) {
        doc.moveDown(0.5).font('bold').fontSize(12).fillColor('#2d3748').text(lesson);
        for (const note of notes) {
          doc.moveDown(0.4).font('bold').fontSize(11).fillColor('#1a202c').text(note.Title);
          doc.font('body').fontSize(8.5).fillColor('#4a5568').text(noteMeta(note));
          doc.font('body').fontSize(10).fillColor('#1a202c').text(htmlToPlainText(note.Content));
        }
      }
    }
  });
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
      ? await toPdf(groups, heading)
      : Buffer.from(query.format === 'md' ? toMarkdown(groups, heading) : toText(groups, heading));
  return { body, type: MEDIA_TYPES[query.format], filename: `course-notes-${day}.${query.format}` };
}
