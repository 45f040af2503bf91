import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';

/** How a route answering a file documents it (OpenAPI: a binary string), for `sendFile` and `sendPdf`. */
export const FileAnswerSchema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** Answers a file the server made (an export, an invoice, a data ZIP on disk): its type and name, never cached. */
export function sendFile(
  reply: FastifyReply,
  file: { filename: string; type: string; body: Buffer | Readable },
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  return reply
    .type(file.type)
    .header('content-disposition', contentDisposition(disposition, file.filename))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** A file name any browser reads back: ASCII in `filename`, the real name (UTF-8) in `filename*` (RFC 6266). */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === filename) return `${disposition}; filename="${filename}"`;
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
