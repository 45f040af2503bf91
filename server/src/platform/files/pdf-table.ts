// A plain table for long documents: a header row repeated on each page, then one row per item, each cell
// wrapped in its column (at most MAX_LINES lines, then an ellipsis). pdfkit's own `doc.table` lays out every
// cell through its generic layout engine, about 17 ms a row on this project's machines, so 50,000 rows took
// over ten minutes; drawing text at known positions takes well under 1 ms a row.

/** Lines a cell may take before it is cut with an ellipsis: a row stays readable, never a page long. */
const MAX_LINES = 3;
const PADDING = 3;

export type PdfTable = {
  /** Column widths in points, left to right. */
  widths: number[];
  header: string[];
  rows: string[][];
  fontSize: number;
  headerBackground: string;
};

export function drawTable(doc: PDFKit.PDFDocument, table: PdfTable): void {
  const { widths, fontSize } = table;
  const left = doc.page.margins.left;
  const lineHeight = fontSize * 1.25;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = doc.y;

  const heightOf = (row: string[]) => {
    let lines = 1;
    row.forEach((cell, i) => {
      const width = widths[i]! - 2 * PADDING;
      // Most cells fit on one line: measure the width first, wrap only when it does not.
      if (doc.widthOfString(cell) <= width) return;
      const wrapped = Math.ceil(doc.heightOfString(cell, { width }) / lineHeight);
      lines = Math.max(lines, Math.min(wrapped, MAX_LINES));
    });
    return lines * lineHeight + 2 * PADDING;
  };

  const drawRow = (row: string[], height: number) => {
    let x = left;
    row.forEach((cell, i) => {
      doc.text(cell, x + PADDING, y + PADDING, {
        width: widths[i]! - 2 * PADDING,
        height: height - 2 * PADDING,
        ellipsis: true,
        lineGap: lineHeight - doc.currentLineHeight(),
      });
      x += widths[i]!;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(x, y + height)
      .lineWidth(0.5)
      .strokeColor('#e2e8f0')
      .stroke();
    y += height;
  };

  const drawHeader = () => {
    doc.font('bold').fontSize(fontSize);
    const height = heightOf(table.header);
    const total = widths.reduce((sum, width) => sum + width, 0);
    doc.rect(left, y, total, height).fill(table.headerBackground).fillColor('#1a202c');
    drawRow(table.header, height);
    doc.font('body').fontSize(fontSize);
  };

  drawHeader();
  for (const row of table.rows) {
    const height = heightOf(row);
    if (y + height > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      drawHeader();
    }
    drawRow(row, height);
  }
  doc.x = left;
  doc.y = y;
}
