// Answers a stored file over HTTP from either backend, with Range support (206 and Content-Range; 416 for a
// range past the end) so the player seeks in a video without downloading it, and an ETag for revalidation.
import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStore } from './store.ts';

// The types of what the portal stores: uploads (their extension is set by the server), streams, seed files.
const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.avi': 'video/x-msvideo',
  '.mov': 'video/quicktime',
  '.mpd': 'application/dash+xml',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  // The seed's covers and avatars: a browser draws an SVG in an <img> only when it is sent as one.
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

export function contentTypeOf(key: string): string {
  return TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The one range asked for, clamped to the size; 'whole' when there is none or several (the whole file is a
 * valid answer to those), 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return 'whole';
  return { start, end };
}

/** Sends `key` from the store, or a 404 when it is not there. */
export async function sendStored(
  store: FileStore,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const info = await store.stat(key);
  if (!info) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
  const etag = `W/"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', info.modifiedAt.toUTCString())
    .type(contentTypeOf(key));
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable')
    return reply.status(416).header('content-range', `bytes */${info.size}`).send();
  if (request.method === 'HEAD') {
    const length = range === 'whole' ? info.size : range.end - range.start + 1;
    if (range !== 'whole')
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    return reply.header('content-length', length).send();
  }
  const opened = await store.open(key, range === 'whole' ? undefined : range);
  if (!opened) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
  if (opened.range) {
    const { start, end } = opened.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${opened.size}`)
      .header('content-length', end - start + 1);
  } else reply.header('content-length', opened.size);
  return reply.send(opened.body);
}
