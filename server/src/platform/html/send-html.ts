// A page's HTML, compressed as the browser accepts it. @fastify/compress hooks the routes it sees registered,
// and the page answers come from the static plugin's not-found handler, which it does not see: the ~80 KB of a
// portal page (the design system's global CSS and the server's copy) went out as they were, 0.4 s on a
// phone's 1.6 Mbit/s line where Brotli sends ~13 KB (docs/decisions/0026).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings the request accepts, by name; `br;q=0` refuses Brotli. */
function accepted(request: FastifyRequest): Set<string> {
  const header = String(request.headers['accept-encoding'] ?? '');
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
}

export function sendHtml(request: FastifyRequest, reply: FastifyReply, body: string) {
  reply.type('text/html; charset=utf-8').header('vary', 'cookie, accept-encoding');
  const encodings = accepted(request);
  if (encodings.has('br'))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encodings.has('gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}
