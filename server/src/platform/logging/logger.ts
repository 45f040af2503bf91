// The request log's settings: pino at the configured level, with every secret a request carries kept out of
// it. Cookies and the CSRF header are removed by path; secrets in URLs (recovery links, the calendar feed,
// share and verify links, signed URLs) are masked where the request line is written.
import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

const MASK = '[redacted]';

/** Query parameters that carry a secret (a recovery link's token, a signed URL's signature). */
const SECRET_QUERY = /^(token|code|passcode|secret|key|sig|signature|x-amz-signature|x-amz-credential)$/i;

/** Path segments whose next segment is a secret: /…/shared/{token}, /…/verify/{code}. */
const SECRET_AFTER = new Set(['shared', 'verify']);

/** A URL as it may be logged: secret path segments and query values replaced by a mask. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const segments = path.split('/');
  const masked = segments.map((segment, index) => {
    const previous = segments[index - 1]?.toLowerCase();
    if (previous && SECRET_AFTER.has(previous) && segment) return MASK;
    // The private calendar feed: /api/calendar/{token}.ics (a meeting's own .ics is /meetings/{id}/ics).
    if (previous === 'calendar' && segment.toLowerCase().endsWith('.ics')) return `${MASK}.ics`;
    return segment;
  });
  if (mark === -1) return masked.join('/');
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as sent; it names no known secret.
      }
      return equals !== -1 && SECRET_QUERY.test(decoded) ? `${name}=${MASK}` : pair;
    });
  return `${masked.join('/')}?${query.join('&')}`;
}

export function loggerOptions(level: string, stream?: Writable) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
