import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Answers a file the server made (an export, an invoice, a data ZIP on disk): its type and name, never cached. */
export function sendFile(
  reply: FastifyReply,
  file: { filename: string; type: string; body: Buffer | Readable },
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  return reply
    .type(file.type)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
