// Every PDF the server makes (certificates, invoices, exports): pdfkit with the shipped DejaVu Sans, which
// prints any name (accents, Greek, Cyrillic) where PDF's standard fonts cannot, rendered into a Buffer.
// Long documents (exports of up to 50,000 rows) render in a worker thread instead (renderPdfInWorker).
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
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

/**
 * A document's layout, importable by the worker: the module it lives in, the name it is exported as, and how
 * it draws `input` (plain data, cloned into the worker). Made by pdfLayout in the module that exports it.
 */
export type PdfLayout<Input> = {
  module: string;
  name: string;
  options: PDFKit.PDFDocumentOptions;
  draw: (doc: PDFKit.PDFDocument, input: Input) => void;
};

/** `export const x = pdfLayout(import.meta.url, 'x', options, draw)`: the name must be the export's. */
export function pdfLayout<Input>(
  module: string,
  name: string,
  options: PDFKit.PDFDocumentOptions,
  draw: PdfLayout<Input>['draw'],
): PdfLayout<Input> {
  return { module, name, options, draw };
}

/** Renders at once, each in its own worker; more wait their turn, so exports cannot take every core. */
const WORKER_RENDERS = 2;
let rendering = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (rendering >= WORKER_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  rendering += 1;
  return () => {
    rendering -= 1;
    waiting.shift()?.();
  };
}

/**
 * Renders a document in a worker thread (docs/architecture.md#long-documents): the worker imports the
 * layout's module and draws `input` with it, while the event loop goes on answering requests.
 */
export async function renderPdfInWorker<Input>(layout: PdfLayout<Input>, input: Input): Promise<Buffer> {
  const done = await turn();
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const worker = new Worker(new URL('./pdf-worker.ts', import.meta.url), {
        workerData: { module: layout.module, name: layout.name, input },
        // The test runner's flags are not the worker's; a runaway document stops at this heap.
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
      worker.once('message', (pdf: Uint8Array) =>
        resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the PDF worker stopped (exit ${code})`)));
    });
  } finally {
    done();
  }
}

/** Answers a generated PDF: its type, its file name, and never cached (it is someone's own document). */
export function sendPdf(
  reply: FastifyReply,
  file: { filename: string; pdf: Buffer },
  disposition: 'inline' | 'attachment',
) {
  return sendFile(reply, { filename: file.filename, type: 'application/pdf', body: file.pdf }, disposition);
}
