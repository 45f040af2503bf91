// Security headers, cookies and the CSRF check (docs/architecture.md#sign-in-and-csrf). The CSRF scheme is a
// double submit: a readable `csrf_token` cookie (`__Host-csrf_token` in production, core/cookies.ts) set on a
// client's first answer, echoed in `X-CSRF-Token` on every state-changing request. A cross-site page can neither
// read the cookie nor set the header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { AUTH_TEXTS } from '@portal/shared-api/contract/auth';
import { cookieFor, cookieName } from '../../core/cookies.ts';
import { httpError } from '../../core/errors.ts';

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
    await app.register(helmet, {
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

    app.addHook('onRequest', async (request, reply) => {
      const existing = request.cookies[cookieName(app.config, 'csrf')];
      if (!existing) {
        const csrf = cookieFor(app.config, 'csrf', request);
        reply.setCookie(csrf.name, randomBytes(24).toString('base64url'), csrf.attributes);
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
