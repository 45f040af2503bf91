// Security headers, cookies and the CSRF check (docs/architecture.md#sign-in-and-csrf). The CSRF scheme is a
// double submit: a readable `csrf_token` cookie (`__Host-csrf_token` in production, core/cookies.ts) set on a
// client's first answer, echoed in `X-CSRF-Token` on every state-changing request. A cross-site page can
// neither read the cookie nor set the header. With a session the token is derived from it (bound to it, new
// at every sign-in); without one it is random.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TEXTS } from '@portal/shared-api/contract/auth';
import { cookieFor, cookieName } from '../../core/cookies.ts';
import { httpError } from '../../core/errors.ts';
import type { Config } from '../../config.ts';
import { csrfTokenOf } from '../../core/tokens.ts';
import { routedPath } from './routed-path.ts';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type SecurityOptions = {
  /** The session cookie's name: a signed-in browser's CSRF token is derived from its value. */
  sessionCookie: string;
};

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the CSRF token of this session (a sign-in), or a fresh random one (no session: a sign-out). */
    issueCsrfToken(sessionToken: string | null): void;
  }
}

function setCsrfCookie(config: Config, request: FastifyRequest, reply: FastifyReply, token: string) {
  const csrf = cookieFor(config, 'csrf', request);
  reply.setCookie(csrf.name, token, csrf.attributes);
}

const randomCsrfToken = () => randomBytes(24).toString('base64url');

export default fp<SecurityOptions>(
  async (app, { sessionCookie }) => {
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

    app.decorateReply('issueCsrfToken', function (this: FastifyReply, sessionToken: string | null) {
      setCsrfCookie(
        app.config,
        this.request,
        this,
        sessionToken ? csrfTokenOf(sessionToken) : randomCsrfToken(),
      );
    });

    app.addHook('onRequest', async (request, reply) => {
      const existing = request.cookies[cookieName(app.config, 'csrf')];
      const session = request.cookies[sessionCookie];
      const expected = session ? csrfTokenOf(session) : existing;
      // A browser whose cookie does not match (no token yet, or one from before this session) gets the
      // right one, so a reload recovers.
      if (!expected || existing !== expected)
        setCsrfCookie(app.config, request, reply, expected ?? randomCsrfToken());
      if (SAFE_METHODS.has(request.method) || !routedPath(request).startsWith('/api/')) return;
      const header = request.headers[CSRF_HEADER];
      if (!expected || typeof header !== 'string' || !sameToken(header, expected)) {
        throw httpError(403, AUTH_TEXTS.csrf);
      }
    });
  },
  { name: 'security' },
);
