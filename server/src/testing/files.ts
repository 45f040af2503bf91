// Reading the files the API makes (PDF exports, invoices, certificates) the way a person would: as text.
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(body: Buffer): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;
}
