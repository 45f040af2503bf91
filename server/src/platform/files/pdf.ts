// Every PDF the server makes (certificates, invoices, exports): pdfkit with the shipped DejaVu Sans, which
// prints any name (accents, Greek, Cyrillic) where PDF's standard fonts cannot, rendered into a Buffer.
import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { sendFile } from './send-file.ts';

// Read once: parsing a 700 kB font from disk on every download would double the render time.
let fonts: { body: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    body: readFileSync(new URL('../../../assets/fonts/DejaVuSans.ttf', import.meta.url)),
    bold: readFileSync(new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url)),
  };
  return fonts;
}

/** Renders one document: `draw` writes on it with the fonts 'body' and 'bold' registered. */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { body, bold } = loadFonts();
  doc.registerFont('body', body);
  doc.registerFont('bold', bold);
  draw(doc);
  doc.end();
  return done;
}

/** Answers a generated PDF: its type, its file name, and never cached (it is someone's own document). */
export function sendPdf(
  reply: FastifyReply,
  file: { filename: string; pdf: Buffer },
  disposition: 'inline' | 'attachment',
) {
  return sendFile(reply, { filename: file.filename, type: 'application/pdf', body: file.pdf }, disposition);
}
