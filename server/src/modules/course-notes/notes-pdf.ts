// The notes export as a PDF (docs/product/notes.md#api): notes by course and lesson, drawn in a worker
// thread, as a person may have thousands (platform/files/pdf.ts).
import { formatNoteTimestamp, type CourseNote } from '@portal/shared-api/contract/course-notes';
import { pdfLayout } from '../../platform/files/pdf.ts';
import { htmlToPlainText } from '../../core/rich-text-formats.ts';

export type NoteGroup = { course: string; lessons: { lesson: string; notes: CourseNote[] }[] };

export const noteMeta = (note: CourseNote) =>
  [
    note.Timestamp > 0 ? `at ${formatNoteTimestamp(note.Timestamp)}` : null,
    note.Tags.length ? `tags: ${note.Tags.join(', ')}` : null,
    `updated ${note.UpdatedAt.slice(0, 10)}`,
  ]
    .filter(Boolean)
    .join(' · ');

export const notesPdf = pdfLayout<{ heading: string; groups: NoteGroup[] }>(
  import.meta.url,
  'notesPdf',
  { size: 'A4', margin: 56 },
  (doc, { heading, groups }) => {
    doc.info.Title = heading;
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
  },
);
