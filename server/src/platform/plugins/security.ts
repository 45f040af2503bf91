// Security headers, cookies and the CSRF check (docs/architecture.md#sign-in-and-csrf). The CSRF scheme is a
// double submit: a readable `csrf_token` cookie set on a client's first answer, echoed in `X-CSRF-Token` on
// every state-changing request. A cross-site page can neither read the cookie nor set the header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { AUTH_TEXTS } from '@portal/shared-api/contract/auth';
import { httpError } from '../../core/errors.ts';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export default fp(
  async (app) => {
    await app.register(cookie);
    // Built once: @fastify/helmet built the middleware again (every CSP directive parsed) on each request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Remotes are served from this origin under /remotes (the registry holds no other origin).
          scriptSrc: ["'self'"],
          // Chakra/emotion inject <style> tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          // shaka streams through MediaSource (blob:) and hangs its caption track on a data: URL.
          mediaSrc: ["'self'", 'blob:', 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
    // Helmet throws rather than passing an error on (since 8.1), so its callback only says it is done.
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

    app.addHook('onRequest', async (request, reply) => {
      const existing = request.cookies[CSRF_COOKIE];
      if (!existing) {
        const token = randomBytes(24).toString('base64url');
        reply.setCookie(CSRF_COOKIE, token, {
          path: '/',
          sameSite: 'lax',
          secure: request.protocol === 'https',
          httpOnly: false,
        });
      }
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const header = request.headers[CSRF_HEADER];
      if (!existing || typeof header !== 'string' || !sameToken(header, existing)) {
        throw httpError(403, AUTH_TEXTS.csrf);
      }
    });
  },
  { name: 'security' },
);
