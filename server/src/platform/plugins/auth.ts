// Who is asking, and may they: reads the session cookie on every API request (`request.user`), then checks
// the route's declared access as soon as the request arrives, before its body is read: a signed-out call gets
// 401 before any 400, and an anonymous client cannot make the server parse or buffer a large body.
// A route says `config: { access: 'public' | 'user' | 'instructor' | 'admin' }`; under /api the default is
// 'user' (deny by default); the OpenAPI document says which operations need the session and which are public.
// Signed-in routes read `request.caller`, never null there; public routes read the optional `request.user`.
// How a cookie becomes a user is the users module's business: app.ts hands it in as `findSession`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canAccess, type Access } from '@portal/shared-api/contract/auth';
import { AUTH_TEXTS, REAUTHENTICATION_REQUIRED } from '@portal/shared-api/contract/auth';
import { httpError } from '../../core/errors.ts';
import type { SignedInUser } from '../../core/caller.ts';
import { linkKeyOf } from '../../core/tokens.ts';
import { routedPath } from './routed-path.ts';

export type AuthOptions = {
  /** The session cookie's name. */
  cookie: string;
  /** The user and session a cookie's token opens, or null when it opens none. */
  findSession(token: string): Promise<{ user: SignedInUser; sessionId: string } | null>;
  /** Whether the session re-authenticated recently enough for a route that says `reauth: true`. */
  isReauthenticated(sessionId: string): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
    /** The signed-in user, on routes whose access is not 'public' (a 401 was answered otherwise). */
    readonly caller: SignedInUser;
    sessionId: string | null;
    /** The signed-in session's key for download links (core/signed-links.ts), on non-public routes. */
    readonly linkKey: Buffer;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The action needs the password (and code) entered again lately (docs/product/auth.md#re-authentication). */
    reauth?: boolean;
  }
  interface FastifyInstance {
    /** Every route with the access it declares: how a test proves each role-gated endpoint refuses a student. */
    accessTable: { method: string; url: string; access: Access }[];
  }
}

const isApi = (url: string | undefined) => Boolean(url?.startsWith('/api/'));

export function routeAccess(request: FastifyRequest): Access {
  const { config, url } = request.routeOptions;
  return config.access ?? (isApi(url) ? 'user' : 'public');
}

export default fp<AuthOptions>(
  async (app, { cookie, findSession, isReauthenticated }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('caller', {
      getter(this: FastifyRequest): SignedInUser {
        // Unreachable on a signed-in route (onRequest answered 401); a public route must read `user`.
        if (!this.user) throw httpError(401, AUTH_TEXTS.signInRequired);
        return this.user;
      },
    });

    // Kept beside the request rather than on it, so nothing that prints a request prints the key.
    const linkKeys = new WeakMap<FastifyRequest, Buffer>();
    app.decorateRequest('linkKey', {
      getter(this: FastifyRequest): Buffer {
        const key = linkKeys.get(this);
        if (!key) throw httpError(401, AUTH_TEXTS.signInRequired);
        return key;
      },
    });

    const accessTable: FastifyInstance['accessTable'] = [];
    app.decorate('accessTable', accessTable);

    app.addHook('onRoute', (route) => {
      const access = route.config?.access ?? (isApi(route.url) ? 'user' : 'public');
      for (const method of [route.method].flat()) accessTable.push({ method, url: route.url, access });
      // The document states every operation's security: the session cookie, or none (`[]`) on a public one.
      if (route.schema)
        route.schema = { ...route.schema, security: access === 'public' ? [] : [{ session: [] }] };
      if (route.schema && route.config?.reauth)
        route.schema = {
          ...route.schema,
          description:
            'Needs the password entered again in this session within 10 minutes (`POST /api/auth/reauthenticate`); otherwise 403 with `error` `Reauthentication Required`.',
        };
    });

    async function readSession(request: FastifyRequest): Promise<void> {
      const path = routedPath(request);
      if (!path.startsWith('/api/') && !path.startsWith('/public/')) return;
      const token = request.cookies[cookie];
      if (!token) return;
      const found = await findSession(token);
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
        linkKeys.set(request, linkKeyOf(token));
      }
    }

    // In onRequest, not preValidation: the refusal goes out before the body is parsed or buffered
    // (docs/product/portal.md#abuse-limits).
    app.addHook('onRequest', async (request) => {
      await readSession(request);
      const access = routeAccess(request);
      if (access === 'public') return;
      if (!request.user) throw httpError(401, AUTH_TEXTS.signInRequired);
      if (!canAccess(access, request.user.role)) throw httpError(403, AUTH_TEXTS.forbidden);
      if (
        request.routeOptions.config.reauth &&
        !(request.sessionId && (await isReauthenticated(request.sessionId)))
      )
        throw httpError(403, AUTH_TEXTS.reauthenticationRequired, {}, REAUTHENTICATION_REQUIRED);
    });
  },
  { name: 'auth', dependencies: ['db', 'security'] },
);
