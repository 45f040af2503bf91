// Who is asking: reads the session cookie on every request and exposes `request.user`, plus the guards
// routes use (`app.requireUser`, `app.requireRole(...)`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TEXTS, type UserRole } from '@portal/shared-api/contract';
import { httpError } from '../lib/errors.ts';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: UserRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/public/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const found = await findSessionUser(app.db, token);
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
      }
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw httpError(401, AUTH_TEXTS.signInRequired);
    });

    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      if (!request.user) throw httpError(401, AUTH_TEXTS.signInRequired);
      if (!roles.includes(request.user.role)) throw httpError(403, 'You do not have permission to do this.');
    });
  },
  { name: 'auth', dependencies: ['db', 'security'] },
);
