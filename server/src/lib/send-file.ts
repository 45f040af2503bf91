import type { FastifyReply } from 'fastify';

/** Answers a file the server made (an export, an invoice): its type and name, never cached. */
export function sendFile(
  reply: FastifyReply,
  file: { filename: string; type: string; body: Buffer },
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  return reply
    .type(file.type)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
