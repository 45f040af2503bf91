// The worker thread behind renderPdfInWorker (pdf.ts): imports the module of the layout it is given, draws
// the document with it and posts the bytes back, so a long document never holds the API's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { renderPdf, type PdfLayout } from './pdf.ts';

type Job = { module: string; name: string; input: unknown };

const { module, name, input } = workerData as Job;
const layout = ((await import(module)) as Record<string, PdfLayout<unknown> | undefined>)[name];
if (!layout) throw new Error(`${module} exports no PDF layout named ${name}`);
const pdf = await renderPdf(layout.options, (doc) => layout.draw(doc, input));
parentPort?.postMessage(pdf);
