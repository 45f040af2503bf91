// The learning-history export as a PDF table (docs/product/history.md#api): drawn in a worker thread, as it
// may hold 50,000 rows (platform/files/pdf.ts).
import { pdfLayout } from '../../platform/files/pdf.ts';
import { drawTable } from '../../platform/files/pdf-table.ts';

/** The heading and the table's rows, already written out (dates in the person's time zone). */
export type HistoryPdfInput = { heading: string; rows: string[][] };

export const historyPdf = pdfLayout<HistoryPdfInput>(
  import.meta.url,
  'historyPdf',
  { size: 'A4', layout: 'landscape', margin: 40 },
  (doc, { heading, rows }) => {
    doc.info.Title = heading;
    doc.font('bold').fontSize(18).fillColor('#1a202c').text(heading);
    doc.moveDown(0.5);
    if (rows.length === 0) {
      doc.font('body').fontSize(11).text('No course history found');
      return;
    }
    drawTable(doc, {
      widths: [95, 190, 190, 65, 60, 55, 50],
      header: ['Date', 'Course', 'Lesson', 'Action', 'Duration', 'Progress', 'Device'],
      rows,
      fontSize: 8.5,
      headerBackground: '#edf2f7',
    });
  },
);
